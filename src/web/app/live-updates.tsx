import { useLiveStream } from '#web/app/use-live-stream.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useOfflineStatus } from '#web/lib/offline-status.ts';

/**
 * Mounted once in the root layout: keeps the page's data live (useLiveStream), signed in or not, with a quiet
 * live region saying so while the stream is lost and being reconnected.
 */
export function LiveUpdates() {
  const state = useLiveStream();
  // Without a network the app's own notice says so (app/pwa/app-status.tsx); this one would sit under it.
  const appOffline = useOfflineStatus().offline;
  const offline = state === 'offline' && !appOffline;
  return (
    // data-live says how the stream is (connecting, open, offline), for tests and for anyone inspecting the page.
    <div role="status" aria-live="polite" data-live={state} className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      {offline ? <p className="rounded-full bg-slate-800 px-4 py-2 text-sm text-white shadow-lg">{t('liveOffline')}</p> : null}
    </div>
  );
}

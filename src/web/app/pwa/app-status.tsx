import { useEffect, useState } from 'react';
import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { formatTime } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { setAnswersKeptSince, useOfflineStatus } from '#web/lib/offline-status.ts';
import type { OfflineStatus } from '#web/app/pwa/messages.ts';
import { keepFirstAnswers } from '#web/app/pwa/keep-first-answers.ts';
import { registerServiceWorker } from '#web/app/pwa/register.ts';

/**
 * The installable app's two notices (docs/decisions/042-service-worker.md), mounted after the page loaded: "Offline ·
 * last updated 18:42" while the page shows kept answers (or has no network), and "A new version is ready · Reload"
 * when one waits. The reload is the person's choice, so a new version never interrupts a form or a tap.
 */
export function AppStatus() {
  const { offline, keptSince: cachedAt } = useOfflineStatus();
  const [reload, setReload] = useState<(() => void) | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent<OfflineStatus>) => {
      if (event.data?.type === 'offline-status') setAnswersKeptSince(event.data.cachedAt);
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    const askStatus = registerServiceWorker({
      onUpdateReady: (reloadNow) => setReload(() => reloadNow),
      // What the page shows was fetched before the worker ran: fetched again through it, it is kept.
      onFirstControl: keepFirstAnswers,
    });
    askStatus?.();
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
  }, []);

  if (!offline && !reload) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-3">
      {offline && (
        <p role="status" className="pointer-events-auto flex min-h-11 items-center gap-2 rounded-full bg-slate-900 px-4 text-sm font-medium text-white shadow-lg">
          <WifiOff aria-hidden="true" className="size-4" />
          {cachedAt ? t('app.offlineSince', { time: formatTime(cachedAt) }) : t('app.offline')}
        </p>
      )}
      {reload && (
        <div role="status" className="pointer-events-auto flex items-center gap-3 rounded-xl bg-white py-2 pr-2 pl-4 text-sm font-medium text-slate-900 shadow-lg ring-1 ring-slate-200">
          {t('app.updateReady')}
          <Button size="sm" onClick={reload}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('app.reload')}
          </Button>
        </div>
      )}
    </div>
  );
}

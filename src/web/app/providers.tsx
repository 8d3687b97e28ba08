import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '#web/lib/i18n/i18n.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { CartProvider } from '#web/features/cart/api/cart-context.tsx';
import { lazyNamed } from '#web/lib/lazy-component.tsx';

// Notifications are not needed to paint a page: the library is fetched after the first render (lib/toast.ts).
const Toaster = lazyNamed(() => import('react-hot-toast'), (m) => m.Toaster);
// The service worker and its notices (offline, a new version) start once the page has loaded, from a chunk of their
// own: workbox-window is no part of a first visit's JavaScript (docs/decisions/042-service-worker.md).
const AppStatus = lazyNamed(() => import('#web/app/pwa/app-status.tsx'), (m) => m.AppStatus);

function useLoaded() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad);
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const loaded = useLoaded();
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <CartProvider>{children}</CartProvider>
        <Suspense fallback={null}>{loaded && <AppStatus />}</Suspense>
        {/* react-hot-toast's defaults are the durations of docs/product.md#business-constants; only the width is
          pinned. The container starts below the 64px header so a toast never covers the account menu or menu button. */}
        {/* An open dialog hides the rest of the page from screen readers (Radix, through aria-hidden), which
          would silence a notification shown meanwhile, such as a failed password change; that library
          spares elements marked aria-live. "off" on this wrapper keeps its own announcements to none: each
          toast is a polite live region of its own. */}
        <div aria-live="off">
          <Suspense fallback={null}>
            <Toaster position="top-right" containerStyle={{ top: 72 }} toastOptions={{ style: { maxWidth: 350 } }} />
          </Suspense>
        </div>
      </QueryClientProvider>
    </I18nProvider>
  );
}

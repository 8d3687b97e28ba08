import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Header } from '#web/app/layouts/header.tsx';
import { InactiveBanner } from '#web/app/layouts/inactive-banner.tsx';
import { lazyNamed } from '#web/lib/lazy-component.tsx';

// Live updates start after the first paint: their code is not part of the /shop first visit (the budget).
const LiveUpdates = lazyNamed(() => import('#web/app/live-updates.tsx'), (m) => m.LiveUpdates);
// So does the step-up dialog's host; an action that asks for a step-up comes after the first paint anyway.
const StepUp = lazyNamed(() => import('#web/app/step-up.tsx'), (m) => m.StepUp);
import { t } from '#web/lib/i18n/i18n.ts';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <InactiveBanner />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        {/* Pages are code-split; the header stays while a page's chunk arrives. */}
        <Suspense fallback={<Spinner className="py-16" />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
      <Suspense fallback={null}>
        <StepUp />
      </Suspense>
    </div>
  );
}

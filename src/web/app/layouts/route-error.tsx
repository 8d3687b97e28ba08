import { Component, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

type BoundaryProps = { pathname: string; children: ReactNode };
/** failedAt: the address that failed to render; null until the boundary has seen that address. */
type BoundaryState = { failed: boolean; failedAt: string | null };

/**
 * Last resort for render errors and failed code-split loads (e.g. after a deploy). Going to another
 * address clears it, as a route error would.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true, failedAt: null };
  }

  static getDerivedStateFromProps({ pathname }: BoundaryProps, { failed, failedAt }: BoundaryState): Partial<BoundaryState> | null {
    if (!failed) return null;
    if (failedAt === null) return { failedAt: pathname };
    return failedAt === pathname ? null : { failed: false, failedAt: null };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

function RouteError() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="card w-full max-w-md p-6 text-center">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-danger-fg" />
        <h1 className="mt-3 text-lg font-semibold">{t('error.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('error.text')}</p>
        <Button className="mt-5" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      </div>
    </main>
  );
}

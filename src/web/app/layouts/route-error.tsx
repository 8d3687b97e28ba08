import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** Last resort for render errors and failed code-split loads (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="w-full max-w-md rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-cancelled-fg" />
        <h1 className="mt-3 text-lg font-semibold">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">
          {detail ?? 'The page could not be shown. Reloading usually helps.'}
        </p>
        <Button className="mt-5" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    </main>
  );
}

import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** Loading, failed (with retry) or the content: the three states every admin list has. */
export function QueryState({
  isPending,
  error,
  failedMessage,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  failedMessage: string;
  onRetry(): void;
  children: ReactNode;
}) {
  if (isPending) return <Spinner className="py-16" />;
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="flex items-center gap-2 font-medium text-cancelled-fg">
          <AlertTriangle aria-hidden="true" className="size-5" />
          {failedMessage}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}

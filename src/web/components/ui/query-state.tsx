import type { ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorState } from '#web/components/ui/states.tsx';

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
  if (isPending) return <Spinner className="py-16" message="Loading..." />;
  if (error) return <ErrorState title={failedMessage} onRetry={onRetry} />;
  return <>{children}</>;
}

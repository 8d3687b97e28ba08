import type { ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorState } from '#web/components/ui/states.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/** What QueryState reads of a TanStack query. */
type ShownQuery = { isPending: boolean; error: unknown; data: unknown; refetch(): Promise<unknown> };

/**
 * Loading, failed (with retry) or the content: the three states every admin list has. Data already on
 * screen stays there when a later refresh fails.
 */
export function QueryState({ query, failedMessage, children }: { query: ShownQuery; failedMessage: string; children: ReactNode }) {
  if (query.isPending) return <Spinner className="py-16" message={t('common.loading')} />;
  if (query.data === undefined && query.error) return <ErrorState title={failedMessage} onRetry={() => void query.refetch()} />;
  return <>{children}</>;
}

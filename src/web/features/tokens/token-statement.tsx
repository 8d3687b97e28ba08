import { ReceiptText } from 'lucide-react';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '#web/components/ui/states.tsx';
import { useStatement } from '#web/features/tokens/api/statement.ts';
import { StatementTable } from '#web/components/statement-table.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/**
 * Every token movement of the guest, newest first, with the balance after each (docs/product.md#tokens-and-the-ledger).
 */
export function TokenStatement() {
  const statement = useStatement();
  const entries = statement.data?.pages.flatMap((page) => page.entries) ?? [];

  let body;
  if (statement.isPending) body = <Spinner className="py-8" />;
  else if (statement.isError)
    body = (
      <ErrorState compact title={errorMessage(statement.error, t('unexpectedError'))} onRetry={() => void statement.refetch()} retrying={statement.isFetching} />
    );
  else if (entries.length === 0) body = <EmptyState compact icon={ReceiptText} title={t('noStatementRows')} />;
  else body = <StatementTable entries={entries} />;

  return (
    <section aria-labelledby="statement-heading">
      <h2 id="statement-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t('tokens.statement')}
      </h2>
      <div className="card overflow-hidden">{body}</div>
      {statement.hasNextPage && (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" busy={statement.isFetchingNextPage} onClick={() => void statement.fetchNextPage()}>
            {t('tokens.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

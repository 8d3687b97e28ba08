import { ReceiptText } from 'lucide-react';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '#web/components/ui/states.tsx';
import { cn } from '#web/lib/cn.ts';
import { useStatement } from '#web/features/tokens/api/statement.ts';
import { formatDateTime, signedTokens } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** Every token movement of the guest, newest first, with the balance after each (DESIGN §4). */
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
  else
    body = (
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 max-sm:hidden">
              {t('tokens.date')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('tokens.description')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('tokens.amount')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('tokens.balance')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600 max-sm:hidden">{formatDateTime(entry.createdAt)}</td>
              <td className="px-4 py-3 text-slate-900">
                {entry.description}
                <span className="block text-xs text-slate-500 sm:hidden">{formatDateTime(entry.createdAt)}</span>
              </td>
              <td
                className={cn(
                  'px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums',
                  entry.delta > 0 ? 'text-success-fg' : 'text-danger-fg',
                )}
              >
                {signedTokens(entry.delta)}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums text-slate-900">{entry.balanceAfter}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );

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

import type { LedgerResponse } from '#shared/schemas/tokens.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime, signedTokens } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { statementDescription } from '#web/components/statement-description.ts';

/** Token movements, newest first, with the balance after each: the guest's /tokens and the back office's guest page. */
export function StatementTable({ entries }: { entries: LedgerResponse['entries'] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-3 py-3 sm:px-4 max-sm:hidden">{t('tokens.date')}</th>
          <th scope="col" className="px-3 py-3 sm:px-4">{t('tokens.description')}</th>
          <th scope="col" className="px-3 py-3 sm:px-4 text-right">{t('tokens.amount')}</th>
          <th scope="col" className="px-3 py-3 sm:px-4 text-right">{t('tokens.balance')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="px-3 py-3 sm:px-4 whitespace-nowrap text-slate-600 max-sm:hidden">{formatDateTime(entry.createdAt)}</td>
            <td className="px-3 py-3 sm:px-4 text-slate-900">
              {statementDescription(entry)}
              {/* An admin's words, of any length: they break anywhere rather than widen a phone's table. */}
              {entry.reason && <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">{t('statement.reason', { reason: entry.reason })}</span>}
              <span className="block text-xs text-slate-500 sm:hidden">{formatDateTime(entry.createdAt)}</span>
            </td>
            <td className={cn('px-3 py-3 sm:px-4 text-right font-semibold whitespace-nowrap tabular-nums', entry.delta > 0 ? 'text-success-fg' : 'text-danger-fg')}>
              {signedTokens(entry.delta)}
            </td>
            <td className="px-3 py-3 sm:px-4 text-right whitespace-nowrap tabular-nums text-slate-900">{entry.balanceAfter}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export function BalanceCard({ balance, refreshing, onRefresh }: { balance: number; refreshing: boolean; onRefresh(): void }) {
  return (
    <section
      aria-labelledby="balance-heading"
      className="flex flex-wrap items-center justify-between gap-3 card p-5"
    >
      <div>
        <h2 id="balance-heading" className="text-sm font-medium text-slate-600">
          {t('tokens.currentBalance')}
        </h2>
        <p className="text-3xl font-bold tabular-nums text-slate-900" aria-live="polite">
          {formatNumber(balance)}{' '}
          <span className="text-base font-medium text-slate-600">{t('common.tokensWord', { count: balance })}</span>
        </p>
      </div>
      <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={refreshing ? 'size-4 animate-spin' : 'size-4'} />
        {t('tokens.refresh')}
      </Button>
    </section>
  );
}

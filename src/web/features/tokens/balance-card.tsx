import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export function BalanceCard({ balance, refreshing, onRefresh }: { balance: number; refreshing: boolean; onRefresh(): void }) {
  return (
    <section
      aria-labelledby="balance-heading"
      className="flex flex-wrap items-center justify-between gap-3 card p-5"
    >
      <div>
        <h2 id="balance-heading" className="text-sm font-medium text-slate-600">
          Current balance
        </h2>
        <p className="text-3xl font-bold tabular-nums text-slate-900" aria-live="polite">
          {balance} <span className="text-base font-medium text-slate-600">tokens</span>
        </p>
      </div>
      <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
        <RefreshCw aria-hidden="true" className={refreshing ? 'size-4 animate-spin' : 'size-4'} />
        Refresh
      </Button>
    </section>
  );
}

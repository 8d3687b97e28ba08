import { CheckCircle2, Database, Coins, Store, Warehouse, XCircle, type LucideIcon } from 'lucide-react';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

type Status = DashboardResponse['status'];

function Tile({ title, icon: Icon, ok, detail }: { title: string; icon: LucideIcon; ok: boolean; detail: string }) {
  const StateIcon = ok ? CheckCircle2 : XCircle;
  const lastSpace = title.lastIndexOf(' ');
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl p-4 ring-1',
        ok ? 'bg-success-bg ring-success-line' : 'bg-danger-bg ring-danger-line',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', ok ? 'text-success-fg' : 'text-danger-fg')} />
      <div className="min-w-0">
        {/* The state icon stays with the title's last word, also when a longer (German, French) title wraps. */}
        <p className="font-semibold text-slate-900">
          {title.slice(0, lastSpace + 1)}
          <span className="whitespace-nowrap">
            {title.slice(lastSpace + 1)}{' '}
            <StateIcon aria-hidden="true" className={cn('inline size-4 align-[-0.125em]', ok ? 'text-success-fg' : 'text-danger-fg')} />
          </span>
          <span className="sr-only">{ok ? t('admin.dashboard.ok') : t('admin.dashboard.problem')}</span>
        </p>
        <p className="text-sm text-slate-700">{detail}</p>
      </div>
    </li>
  );
}

const databaseDetail = ({ ok, latencyMs }: Status['database']) =>
  ok ? t('admin.dashboard.databaseOk', { ms: formatNumber(latencyMs ?? 0) }) : t('admin.dashboard.databaseDown');

const tokenDetail = ({ ok, mismatches }: Status['tokenSystem']) => {
  if (mismatches === null) return t('admin.dashboard.ledgerCheckFailed');
  if (ok) return t('admin.dashboard.ledgerOk');
  return t('admin.dashboard.ledgerMismatches', { count: mismatches, mismatches: formatNumber(mismatches) });
};

const shopDetail = ({ ok, preorderOpen, preorderDeadline }: Status['shopInterface']) => {
  if (!ok || !preorderDeadline) return t('admin.dashboard.shopUnreadable');
  const deadline = formatDateTime(preorderDeadline);
  return preorderOpen ? t('admin.dashboard.preorderOpen', { deadline }) : t('admin.dashboard.preorderEnded', { deadline });
};

/** Stock limits (docs/decisions/018): sold out is red; a few units left is said on a green tile. */
const stockDetail = ({ soldOut, nearly }: Status['stock']) => {
  if (soldOut === null || nearly === null) return t('admin.dashboard.stockUnknown');
  if (soldOut === 0 && nearly === 0) return t('admin.dashboard.stockFine');
  return t('admin.dashboard.stockSummary', { soldOut: formatNumber(soldOut), nearly: formatNumber(nearly) });
};

/** The real checks behind the tiles run on the server at each load (docs/product.md#dashboard-checks). */
export function StatusTiles({ status, checkedAt }: { status: Status; checkedAt: string }) {
  return (
    <section aria-labelledby="system-status">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="system-status" className="font-semibold text-slate-900">
          {t('admin.dashboard.systemStatus')}
        </h2>
        <p className="text-xs text-slate-500">{t('admin.dashboard.checkedAt', { time: formatDateTime(checkedAt) })}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        <Tile title={t('admin.dashboard.database')} icon={Database} ok={status.database.ok} detail={databaseDetail(status.database)} />
        <Tile title={t('admin.dashboard.tokenSystem')} icon={Coins} ok={status.tokenSystem.ok} detail={tokenDetail(status.tokenSystem)} />
        <Tile title={t('admin.dashboard.shopInterface')} icon={Store} ok={status.shopInterface.ok} detail={shopDetail(status.shopInterface)} />
        <Tile title={t('admin.dashboard.stock')} icon={Warehouse} ok={status.stock.soldOut === 0} detail={stockDetail(status.stock)} />
      </ul>
    </section>
  );
}

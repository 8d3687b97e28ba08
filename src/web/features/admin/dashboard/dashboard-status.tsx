import { CheckCircle2, Database, Coins, Store, Warehouse, XCircle, type LucideIcon } from 'lucide-react';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDateTime } from '#web/lib/format.ts';

type Status = DashboardResponse['status'];

function Tile({ title, icon: Icon, ok, detail }: { title: string; icon: LucideIcon; ok: boolean; detail: string }) {
  const StateIcon = ok ? CheckCircle2 : XCircle;
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-xl p-4 ring-1',
        ok ? 'bg-success-bg ring-success-line' : 'bg-danger-bg ring-danger-line',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', ok ? 'text-success-fg' : 'text-danger-fg')} />
      <div className="min-w-0">
        <p className="flex items-center gap-1.5 font-semibold text-slate-900">
          {title}
          <StateIcon aria-hidden="true" className={cn('size-4', ok ? 'text-success-fg' : 'text-danger-fg')} />
          <span className="sr-only">{ok ? 'OK' : 'Problem'}</span>
        </p>
        <p className="text-sm text-slate-700">{detail}</p>
      </div>
    </li>
  );
}

const databaseDetail = ({ ok, latencyMs }: Status['database']) =>
  ok ? `Connected · answered in ${latencyMs ?? 0} ms` : 'Not reachable';

const tokenDetail = ({ ok, mismatches }: Status['tokenSystem']) => {
  if (mismatches === null) return 'Ledger check failed to run';
  if (ok) return 'Every balance matches its ledger';
  return `${mismatches} ${mismatches === 1 ? 'balance differs' : 'balances differ'} from the ledger`;
};

const shopDetail = ({ ok, preorderOpen, preorderDeadline }: Status['shopInterface']) => {
  if (!ok || !preorderDeadline) return 'Shop settings cannot be read';
  const deadline = formatDateTime(preorderDeadline);
  return preorderOpen ? `Pre-order open until ${deadline}` : `Pre-order period has ended (${deadline})`;
};

/** Issue 16: sold out is red; a few units left is said on a green tile. */
const stockDetail = ({ soldOut, nearly }: Status['stock']) => {
  if (soldOut === null || nearly === null) return 'Could not check';
  if (soldOut === 0 && nearly === 0) return 'Nothing sold out or nearly';
  return `${soldOut} sold out · ${nearly} nearly (product days)`;
};

/** The real checks behind the tiles run on the server at each load (DESIGN §6.11). */
export function StatusTiles({ status, checkedAt }: { status: Status; checkedAt: string }) {
  return (
    <section aria-labelledby="system-status">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="system-status" className="font-semibold text-slate-900">
          System Status
        </h2>
        <p className="text-xs text-slate-500">Checked {formatDateTime(checkedAt)}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
        <Tile title="Database" icon={Database} ok={status.database.ok} detail={databaseDetail(status.database)} />
        <Tile title="Token System" icon={Coins} ok={status.tokenSystem.ok} detail={tokenDetail(status.tokenSystem)} />
        <Tile title="Shop Interface" icon={Store} ok={status.shopInterface.ok} detail={shopDetail(status.shopInterface)} />
        <Tile title="Stock" icon={Warehouse} ok={status.stock.soldOut === 0} detail={stockDetail(status.stock)} />
      </ul>
    </section>
  );
}

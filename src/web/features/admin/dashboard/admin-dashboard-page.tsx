import { Link } from 'react-router';
import { ClipboardList, Coins, Package, Plus, Receipt, RefreshCw, Settings, Sofa, Users, type LucideIcon } from 'lucide-react';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { EmptyState } from '#web/components/ui/states.tsx';
import { OrderStatusBadge } from '#web/components/ui/status-badge.tsx';
import { formatDateTime, formatNumber, orderNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useDashboard } from '#web/features/admin/dashboard/api/dashboard.ts';
import { useEditionParam, withEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { StatusTiles } from './dashboard-status.tsx';

function StatCard({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <div className="flex items-center gap-4 card p-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums">{formatNumber(value)}</p>
      </div>
    </div>
  );
}

/** The dashboard's shortcuts; labels are read at render time, in the active language. */
const quickActions: { labelKey: string; to: string; icon: LucideIcon }[] = [
  { labelKey: 'admin.dashboard.manageUsers', to: paths.admin.users, icon: Users },
  { labelKey: 'admin.dashboard.addLounge', to: `${paths.admin.lounges}?new=1`, icon: Sofa },
  { labelKey: 'admin.dashboard.addProduct', to: `${paths.admin.products}?new=1`, icon: Plus },
  { labelKey: 'admin.dashboard.viewOrders', to: paths.admin.orders, icon: ClipboardList },
  { labelKey: 'admin.dashboard.shopSettings', to: paths.admin.settings, icon: Settings },
];

function RecentOrders({ orders }: { orders: DashboardResponse['recentOrders'] }) {
  // All of the edition's orders: the one shown here.
  const editionId = useEditionParam();
  return (
    <section aria-labelledby="recent-orders" className="card p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="recent-orders" className="font-semibold text-slate-900">
          {t('admin.dashboard.recentOrders')}
        </h2>
        <Link to={withEdition(paths.admin.orders, editionId)} className="-mr-2 inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:underline md:min-h-8">
          {t('admin.dashboard.allOrdersLink')}
        </Link>
      </div>
      {orders.length === 0 ? (
        <EmptyState compact icon={Receipt} title={t('noOrders')} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{order.email}</p>
                <p className="text-xs text-slate-500">
                  <span className="font-mono">{orderNumber(order.id)}</span> · {formatDateTime(order.createdAt)} ·{' '}
                  {t('admin.dashboard.items', { count: order.itemCount, items: formatNumber(order.itemCount) })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-sm font-semibold tabular-nums">{t('common.tokens', { tokens: formatNumber(order.totalTokens) })}</span>
                <OrderStatusBadge order={order} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AdminDashboardPage() {
  const dashboard = useDashboard();
  useFailureToast(dashboard.error, t('fetchDashboardFailed'));
  const data = dashboard.data;

  return (
    <>
      <PageHeader
        title={t('title.admin.root')}
        description={t('admin.dashboard.description')}
        actions={
          <Button variant="secondary" onClick={() => void dashboard.refetch()} busy={dashboard.isFetching}>
            {!dashboard.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
            {t('admin.dashboard.refresh')}
          </Button>
        }
      />
      <QueryState query={dashboard} failedMessage={t('fetchDashboardFailed')}>
        {data && (
          <div className="flex flex-col gap-6">
            <section aria-label={t('admin.dashboard.totals')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
              <StatCard label={t('admin.dashboard.profiles')} value={data.counts.profiles} icon={Users} />
              <StatCard label={t('admin.dashboard.activeProducts')} value={data.counts.activeProducts} icon={Package} />
              <StatCard label={t('admin.dashboard.tokensInBalances')} value={data.counts.totalTokenBalance} icon={Coins} />
              <StatCard label={t('admin.dashboard.allOrders')} value={data.counts.orders} icon={ClipboardList} />
            </section>
            <StatusTiles status={data.status} checkedAt={data.checkedAt} />
            <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
              <RecentOrders orders={data.recentOrders} />
              <section aria-labelledby="quick-actions" className="card p-4 sm:p-5">
                <h2 id="quick-actions" className="mb-3 font-semibold text-slate-900">
                  {t('admin.dashboard.quickActions')}
                </h2>
                <ul className="flex flex-col gap-2">
                  {quickActions.map(({ labelKey, to, icon: Icon }) => (
                    <li key={labelKey}>
                      <Link to={to} className={buttonClasses({ variant: 'secondary', fullWidth: true }) + ' justify-start'}>
                        <Icon aria-hidden="true" className="size-4" />
                        {t(labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Armchair, ReceiptText, ShoppingBag } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { paths } from '#web/lib/paths.ts';
import { formatNumber, loungeWithDay, tokensText } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { EmptyState } from '#web/components/ui/states.tsx';
import { OrderCard } from '#web/components/order-card.tsx';
import { StatementTable } from '#web/components/statement-table.tsx';
import { useAdminUserOverview } from '#web/features/admin/users/api/users.ts';
import { roleName } from './role-names.ts';
import { TokenBalanceDialog } from './token-balance-dialog.tsx';
import { RemoveSecondFactors } from './remove-second-factors.tsx';
import { UserActions } from './user-actions.tsx';
import { EndSessionsAction } from './end-sessions-action.tsx';
import { DeleteGuestAction } from './delete-guest-action.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

 /** One guest on one page (docs/product.md#pages-we-added): lounges, orders, statement, the users table's actions. */
export function AdminUserPage() {
  const { userId = '' } = useParams();
  const overview = useAdminUserOverview(userId);
  const [editing, setEditing] = useState<Profile | null>(null);
  const data = overview.data;

  return (
    <>
      <Link to={paths.admin.users} className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline sm:min-h-9">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.users.allUsers')}
      </Link>
      <QueryState query={overview} failedMessage={errorMessage(overview.error, t('fetchUsersFailed'))}>
        {data && (
          <>
            {/* A long address breaks rather than widen a phone's page (the title is the whole address). */}
            <div className="[&_h1]:[overflow-wrap:anywhere]">
              <PageHeader
                title={data.user.email}
                description={
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge tone={data.user.role === 'admin' ? 'brand' : 'neutral'}>{roleName(data.user.role)}</Badge>
                    {data.user.status === 'inactive' && <Badge tone="warning">{t('admin.users.application')}</Badge>}
                    <span className="font-semibold text-slate-900 tabular-nums">{tokensText(data.user.tokenBalance)}</span>
                  </span>
                }
                actions={
                  <>
                    {data.user.status === 'active' && (
                      <>
                        <UserActions user={data.user} onEditTokens={setEditing} className="flex flex-wrap gap-2" />
                        <RemoveSecondFactors user={data.user} />
                      </>
                    )}
                    <EndSessionsAction user={data.user} />
                    {/* Only a guest's account is deleted here; staff and admins lose their role first. */}
                    {data.user.role === 'user' && <DeleteGuestAction user={data.user} />}
                  </>
                }
              />
            </div>
            <div className="flex flex-col gap-8">
              <Section id="guest-lounges" title={t('admin.users.lounges', { count: formatNumber(data.lounges.length) })}>
                {data.lounges.length === 0 ? (
                  <EmptyState compact icon={Armchair} title={t('admin.users.noLounges')} className="card" />
                ) : (
                  <ul className="flex flex-wrap gap-2">
                    {data.lounges.map((lounge) => (
                      <li key={lounge.id} className="inline-flex min-h-9 items-center gap-2 rounded-full bg-white px-3 text-sm font-medium ring-1 ring-slate-200">
                        <Armchair aria-hidden="true" className="size-4 text-brand-600" />
                        {loungeWithDay(lounge)}
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
              <Section id="guest-orders" title={t('admin.users.orders', { count: formatNumber(data.orders.length) })}>
                {data.orders.length === 0 ? (
                  <EmptyState compact icon={ShoppingBag} title={t('noOrders')} className="card" />
                ) : (
                  <div className="flex flex-col gap-3">
                    {data.orders.map((order) => (
                      <OrderCard key={order.id} order={order} headingLevel={3} />
                    ))}
                  </div>
                )}
              </Section>
              <Section id="guest-statement" title={t('tokens.statement')}>
                <div className="card overflow-hidden">
                  {data.statement.entries.length === 0 ? (
                    <EmptyState compact icon={ReceiptText} title={t('noStatementRows')} />
                  ) : (
                    <StatementTable entries={data.statement.entries} />
                  )}
                </div>
              </Section>
            </div>
          </>
        )}
      </QueryState>
      <TokenBalanceDialog user={editing} onClose={() => setEditing(null)} />
    </>
  );
}

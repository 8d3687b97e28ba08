import { count, desc, eq, sql } from 'drizzle-orm';
import { DASHBOARD_RECENT_ORDERS, type DashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import type { Queryable } from '#server/db/client.ts';
import { orderItems, orders, products, profiles } from '#server/db/schema/index.ts';

/** People, products and balances are the shop's; orders are the edition's (docs/decisions/031). */
export async function dashboardCounts(db: Queryable, editionId: string): Promise<DashboardResponse['counts']> {
  const [people] = await db
    .select({ n: count(), tokens: sql<string>`coalesce(sum(${profiles.tokenBalance}), 0)` })
    .from(profiles);
  const [active] = await db.select({ n: count() }).from(products).where(eq(products.isActive, true));
  const [all] = await db.select({ n: count() }).from(orders).where(eq(orders.editionId, editionId));
  return {
    profiles: people!.n,
    activeProducts: active!.n,
    // sum() of integers is a bigint, which drivers hand over as a string.
    totalTokenBalance: Number(people!.tokens),
    orders: all!.n,
  };
}

export async function recentOrders(db: Queryable, editionId: string): Promise<DashboardResponse['recentOrders']> {
  const itemCount = db
    .select({ n: count() })
    .from(orderItems)
    .where(eq(orderItems.orderId, orders.id));
  const rows = await db
    .select({
      id: orders.id,
      email: profiles.email,
      totalTokens: orders.totalTokens,
      status: orders.status,
      createdAt: orders.createdAt,
      itemCount: sql<number>`(${itemCount})::int`,
    })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.userId))
    .where(eq(orders.editionId, editionId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(DASHBOARD_RECENT_ORDERS);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

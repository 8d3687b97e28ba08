import { count, desc, eq, sql } from 'drizzle-orm';
import { DASHBOARD_RECENT_ORDERS, type DashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import type { Queryable } from '#server/db/client.ts';
import { orderItems, orders, products, profiles } from '#server/db/schema/index.ts';

export async function dashboardCounts(db: Queryable): Promise<DashboardResponse['counts']> {
  const [people] = await db
    .select({ n: count(), tokens: sql<string>`coalesce(sum(${profiles.tokenBalance}), 0)` })
    .from(profiles);
  const [active] = await db.select({ n: count() }).from(products).where(eq(products.isActive, true));
  const [all] = await db.select({ n: count() }).from(orders);
  return {
    profiles: people!.n,
    activeProducts: active!.n,
    // sum() of integers is a bigint, which drivers hand over as a string.
    totalTokenBalance: Number(people!.tokens),
    orders: all!.n,
  };
}

export async function recentOrders(db: Queryable): Promise<DashboardResponse['recentOrders']> {
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
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(DASHBOARD_RECENT_ORDERS);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

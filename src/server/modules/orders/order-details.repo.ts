import { asc, desc, eq, inArray } from 'drizzle-orm';
import { editionDays } from '#shared/edition-days.ts';
import { orderDelivery } from '#shared/order-delivery.ts';
import type { Order, OrderItem } from '#shared/schemas/orders.ts';
import type { Queryable } from '#server/db/client.ts';
import { editions, lounges, mixDrinks, orderItemMixDrinks, orderItems, orders, products } from '#server/db/schema/index.ts';
import { refundedTokensByOrder } from '#server/modules/tokens/index.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * Orders as clients see them: every item with its product, lounge, mix drinks and delivery, what a refund
 * gave back, and how far each order was delivered. The same few queries whatever the number of orders, not
 * one per order or item.
 */
export async function withItems(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      productName: products.name,
      imageUrl: products.imageUrl,
      photoHash: products.photoHash,
      categoryType: products.categoryType,
      quantity: orderItems.quantity,
      tokenPrice: orderItems.tokenPrice,
      loungeId: orderItems.loungeId,
      lounge: { id: lounges.id, tableNumber: lounges.tableNumber, category: lounges.category, day: lounges.day },
      deliveredAt: orderItems.deliveredAt,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(products.name), asc(orderItems.id));
  const mixes = items.length
    ? await db
        .select({ orderItemId: orderItemMixDrinks.orderItemId, id: mixDrinks.id, name: mixDrinks.name, quantity: orderItemMixDrinks.quantity })
        .from(orderItemMixDrinks)
        .innerJoin(mixDrinks, eq(mixDrinks.id, orderItemMixDrinks.mixDrinkId))
        .where(
          inArray(
            orderItemMixDrinks.orderItemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(mixDrinks.name))
    : [];
  const editionsById = new Map(
    (
      await db
        .select({
          id: editions.id,
          name: editions.name,
          festivalStart: editions.festivalStart,
          preorderDeadline: editions.preorderDeadline,
          changeCutoff: editions.changeCutoff,
          contactEmail: editions.contactEmail,
        })
        .from(editions)
        .where(inArray(editions.id, [...new Set(rows.map((o) => o.editionId))]))
    ).map((e) => [
      e.id,
      {
        id: e.id,
        name: e.name,
        days: editionDays(e.festivalStart),
        preorderDeadline: e.preorderDeadline.toISOString(),
        changeCutoff: e.changeCutoff?.toISOString() ?? null,
        contactEmail: e.contactEmail,
      },
    ]),
  );

  const refunded = await refundedTokensByOrder(
    db,
    rows.filter((o) => o.status === 'cancelled').map((o) => o.id),
  );

  const itemsByOrder = new Map<string, OrderItem[]>();
  for (const { orderId, lounge, deliveredAt, ...item } of items) {
    const list = itemsByOrder.get(orderId) ?? [];
    list.push({
      ...item,
      lounge,
      deliveredAt: deliveredAt?.toISOString() ?? null,
      mixDrinks: mixes.filter((m) => m.orderItemId === item.id).map(({ id, name, quantity }) => ({ id, name, quantity })),
    });
    itemsByOrder.set(orderId, list);
  }
  return rows.map((o) => {
    const orderItems = itemsByOrder.get(o.id) ?? [];
    return {
      id: o.id,
      status: o.status,
      totalTokens: o.totalTokens,
      refundedTokens: refunded.get(o.id) ?? 0,
      createdAt: o.createdAt.toISOString(),
      edition: editionsById.get(o.editionId)!,
      delivery: orderDelivery(orderItems),
      items: orderItems,
    };
  });
}

/** A guest's own orders, newest first (docs/product.md#orders-page). */
export async function listUserOrders(db: Queryable, userId: string) {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

export async function getOrderById(db: Queryable, orderId: string): Promise<Order | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  return (await withItems(db, rows))[0];
}

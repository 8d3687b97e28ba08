import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '#shared/constants.ts';
import { editionDays } from '#shared/edition-days.ts';
import { orderDelivery } from '#shared/order-delivery.ts';
import type { Order, OrderItem } from '#shared/schemas/orders.ts';
import type { Queryable } from '#server/db/client.ts';
import { editions, lounges, mixDrinks, orderItemMixDrinks, orderItems, orders, products } from '#server/db/schema/index.ts';
import { refundedTokensByOrder } from '#server/modules/tokens/index.ts';
import { orderIn, orderInEveryLanguage, type CatalogueTexts } from './order-language.ts';

type OrderRow = typeof orders.$inferSelect;

/** The catalogue's translations of the orders' products and mix drinks (docs/decisions/045): two queries. */
export async function catalogueTextsOf(db: Queryable, list: Order[]): Promise<CatalogueTexts> {
  const items = list.flatMap((o) => o.items);
  const productIds = [...new Set(items.map((i) => i.productId))];
  const mixDrinkIds = [...new Set(items.flatMap((i) => i.mixDrinks.map((m) => m.id)))];
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const productRows = productIds.length
    ? await db.select({ id: products.id, translations: products.translations }).from(products).where(inArray(products.id, productIds))
    : [];
  const mixRows = mixDrinkIds.length
    ? await db.select({ id: mixDrinks.id, translations: mixDrinks.translations }).from(mixDrinks).where(inArray(mixDrinks.id, mixDrinkIds))
    : [];
  return {
    products: new Map(productRows.map((r) => [r.id, r.translations])),
    mixDrinks: new Map(mixRows.map((r) => [r.id, r.translations])),
  };
}

/**
 * Orders as clients see them: every item with its product, lounge, mix drinks and delivery, what a refund
 * gave back, and how far each order was delivered; product and mix drink names in `language` (English where not
 * translated, docs/decisions/045). The same few queries whatever the number of orders, not one per order or item.
 */
export async function withItems(db: Queryable, rows: OrderRow[], language: Language = 'en'): Promise<Order[]> {
  const inEnglish = await withItemsInEnglish(db, rows);
  if (language === 'en' || inEnglish.length === 0) return inEnglish;
  const texts = await catalogueTextsOf(db, inEnglish);
  return inEnglish.map((order) => orderIn(order, texts, language));
}

/** An order in every language, for the mails that report it (rendered later, in the guest's language then). */
export async function orderInEveryLanguageById(db: Queryable, orderId: string) {
  const order = await getOrderById(db, orderId);
  return order && orderInEveryLanguage(order, await catalogueTextsOf(db, [order]));
}

async function withItemsInEnglish(db: Queryable, rows: OrderRow[]): Promise<Order[]> {
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

/** A guest's own orders, newest first (docs/product.md#orders-page), in their language. */
export async function listUserOrders(db: Queryable, userId: string, language: Language = 'en') {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows, language);
}

export async function getOrderById(db: Queryable, orderId: string, language: Language = 'en'): Promise<Order | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  return (await withItems(db, rows, language))[0];
}

import { and, count, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Language, LoungeDay } from '#shared/constants.ts';
import type { Queryable } from '#server/db/client.ts';
import { escapeLike } from '#server/db/filters.ts';
import {
  lounges,
  mixDrinks,
  orderItemMixDrinks,
  orderItems,
  orders,
  products,
  profiles,
  userLoungeAssignments,
} from '#server/db/schema/index.ts';

/** The label people see and search for: 'VIP 4' (loungeLabel in shared/constants). */
const loungeLabelSql = sql<string>`${lounges.category} || ' ' || ${lounges.tableNumber}`;

/**
 * The items on a day's packing list of an edition: items of completed orders whose lounge exists, is the
 * edition's and has that day (inner joins drop items without a lounge or with a deleted one), narrowed by the
 * search, if any, to those whose product name or lounge label contains it.
 */
function packedItems(editionId: string, day: LoungeDay, search: string | undefined, language: Language) {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  // The name the staff member reads, beside the English (docs/decisions/045); the language is one of LANGUAGES.
  const translatedName = language === 'en' ? undefined : sql<string>`${products.translations} -> ${language}::text ->> 'name'`;
  return and(
    // Both narrowed to the edition (equal by their foreign key, which the planner does not know).
    eq(orderItems.editionId, editionId),
    eq(orders.editionId, editionId),
    eq(orders.status, 'completed'),
    eq(lounges.day, day),
    pattern ? or(ilike(products.name, pattern), translatedName && ilike(translatedName, pattern), ilike(loungeLabelSql, pattern)) : undefined,
  );
}

/**
 * An edition's completed orders per day, counting an order once per day it has items for (the tab counts). The
 * pairs (order, day) are made distinct first, a hashed grouping, rather than `count(distinct)` per day, which sorts
 * every line of the edition.
 */
export async function completedOrdersPerDay(db: Queryable, editionId: string) {
  const orderDays = db
    .selectDistinct({ orderId: orderItems.orderId, day: lounges.day })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .where(and(eq(orderItems.editionId, editionId), eq(orders.editionId, editionId), eq(orders.status, 'completed'), isNotNull(lounges.day)))
    .as('order_days');
  return db.select({ day: orderDays.day, orders: count() }).from(orderDays).groupBy(orderDays.day);
}

export async function countCompletedOrders(db: Queryable, editionId: string) {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.editionId, editionId), eq(orders.status, 'completed')));
  return row!.n;
}

/** Mix drinks go with every bottle of their line, so each counts the line's quantity. */
const mixQuantity = sql<number>`${orderItemMixDrinks.quantity} * ${orderItems.quantity}`.mapWith(Number);
/** The order's time in whole milliseconds, as a Date would hold it, for sorting without a Date per line. */
const orderedAtMs = sql<number>`floor(extract(epoch from ${orders.createdAt}) * 1000)`.mapWith(Number);

/**
 * Every packed item with its lounge and its order's time (the service sorts them), once per mix drink of the line
 * (once with none when it has none): one pass over the day's lines for both. Names come from `productNames` and
 * `mixDrinkNames` (a few rows, instead of a product's translations on each of 20,000 lines).
 */
export function packedLines(db: Queryable, editionId: string, day: LoungeDay, search: string | undefined, language: Language) {
  return db
    .select({
      orderItemId: orderItems.id,
      orderId: orderItems.orderId,
      orderedAtMs,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      loungeId: lounges.id,
      category: lounges.category,
      tableNumber: lounges.tableNumber,
      mixDrinkId: orderItemMixDrinks.mixDrinkId,
      mixQuantity,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(lounges, eq(lounges.id, orderItems.loungeId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(orderItemMixDrinks, eq(orderItemMixDrinks.orderItemId, orderItems.id))
    .where(packedItems(editionId, day, search, language));
}

export function productNames(db: Queryable, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: products.id, name: products.name, translations: products.translations }).from(products).where(inArray(products.id, ids));
}

export function mixDrinkNames(db: Queryable, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: mixDrinks.id, name: mixDrinks.name, translations: mixDrinks.translations }).from(mixDrinks).where(inArray(mixDrinks.id, ids));
}

export async function loungeAssignees(db: Queryable, loungeIds: string[]) {
  if (loungeIds.length === 0) return [];
  return db
    .select({ loungeId: userLoungeAssignments.loungeId, email: profiles.email })
    .from(userLoungeAssignments)
    .innerJoin(profiles, eq(profiles.id, userLoungeAssignments.userId))
    .where(inArray(userLoungeAssignments.loungeId, loungeIds));
}

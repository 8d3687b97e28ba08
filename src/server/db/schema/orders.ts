import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOUNGE_DAYS, ORDER_STATUSES } from '#shared/constants.ts';
import type { DeliveryChangeResponse } from '#shared/schemas/delivery.ts';
import { oneOf } from './one-of.ts';
import { profiles } from './profiles.ts';
import { lounges } from './lounges.ts';
import { mixDrinks, products } from './catalogue.ts';
import { editionIdColumn } from './editions.ts';
import { generatedId, createdAt, updatedAt, requiredRef, timestamptz } from './columns.ts';

export const orders = pgTable(
  'orders',
  {
    id: generatedId(),
    userId: requiredRef('user_id', () => profiles.id, 'restrict'),
    /** The festival it is for: its lines' lounges are that edition's (checkout and manual orders check it). */
    editionId: editionIdColumn('restrict'),
    totalTokens: integer('total_tokens').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    isManual: boolean('is_manual').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    // Client-chosen key so that a double-submitted checkout creates one order.
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_edition_created_idx').on(t.editionId, t.createdAt),
    // An edition's orders of one status (the packing list's completed ones, a status tab of the order list, newest
    // first) and, from the index alone, its counts and its orders per hour in the reports. Migration 0027 adds
    // INCLUDE (id, is_free), which this builder cannot express, so that the packing list and the reports join it alone.
    index('orders_edition_status_created_idx').on(t.editionId, t.status, t.createdAt),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    // What order_items' (order_id, edition_id) refers to, so a line cannot name another edition than its order's.
    unique('orders_id_edition_unique').on(t.id, t.editionId),
    check('orders_total_tokens_check', sql`${t.totalTokens} >= 0`),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: generatedId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    /**
     * Its order's edition, repeated on the line (held equal by the foreign key below) so that an edition's lines are
     * found by index instead of by joining every edition's lines to its orders (docs/decisions/031#order-lines).
     */
    editionId: uuid('edition_id').notNull(),
    productId: requiredRef('product_id', () => products.id, 'restrict'),
    quantity: integer('quantity').notNull(),
    tokenPrice: integer('token_price').notNull(),
    // Deliberately no foreign key: an order keeps the lounge id it was placed for even if the lounge is later removed,
    // and the back office then shows 'Lounge data not found' (docs/product.md#back-office-orders).
    loungeId: uuid('lounge_id'),
    // The festival day of the line's lounge when it was ordered: the day whose stock it took (docs/decisions/018).
    // Kept on the line so a later change of the lounge's day cannot move units between days' stock.
    day: text('day', { enum: LOUNGE_DAYS }),
    // Delivery to the lounge is a fact on the lines of one lounge, beside the order's status, not a fourth
    // status: who brought them and when (docs/decisions/028). Lines without a lounge are never delivered.
    deliveredAt: timestamptz('delivered_at'),
    deliveredBy: uuid('delivered_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    foreignKey({ columns: [t.orderId, t.editionId], foreignColumns: [orders.id, orders.editionId], name: 'order_items_order_edition_fk' }).onDelete('cascade'),
    // An edition's lines; migration 0027 adds INCLUDE (id, order_id, lounge_id, product_id, quantity, token_price)
    // so that the packing list and the reports read them from the index alone (docs/decisions/031-editions.md).
    index('order_items_edition_day_idx').on(t.editionId, t.day),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_lounge_idx').on(t.loungeId),
    index('order_items_product_day_idx').on(t.productId, t.day),
    check('order_items_day_check', oneOf(t.day, LOUNGE_DAYS)),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_token_price_check', sql`${t.tokenPrice} >= 0`),
    check('order_items_delivered_check', sql`(${t.deliveredBy} is null or ${t.deliveredAt} is not null) and (${t.deliveredAt} is null or ${t.loungeId} is not null)`),
  ],
);

export const orderItemMixDrinks = pgTable(
  'order_item_mix_drinks',
  {
    id: generatedId(),
    orderItemId: requiredRef('order_item_id', () => orderItems.id, 'cascade'),
    mixDrinkId: requiredRef('mix_drink_id', () => mixDrinks.id, 'restrict'),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    index('order_item_mix_drinks_item_idx').on(t.orderItemId),
    check('order_item_mix_drinks_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * The answer to each delivery tap, by the key the runner's phone gave the tap (docs/decisions/042-service-worker.md):
 * a tap sent again (its answer was lost, or the phone kept it offline and sends it later) is answered from here, so it
 * is recorded once even after an undo in between. The answer is written in the tap's own transaction.
 */
export const deliveryTaps = pgTable(
  'delivery_taps',
  {
    actorId: requiredRef('actor_id', () => profiles.id, 'cascade'),
    key: uuid('key').notNull(),
    answer: jsonb('answer').$type<DeliveryChangeResponse>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.key] })],
);

/**
 * "On my way": the moment a runner set off for a lounge on its festival day (docs/decisions/049-on-its-way.md). One
 * row per lounge and day, so a second tap finds it and tells no guest again; deleted with its lounge.
 */
export const loungeDepartures = pgTable(
  'lounge_departures',
  {
    loungeId: requiredRef('lounge_id', () => lounges.id, 'cascade'),
    day: text('day', { enum: LOUNGE_DAYS }).notNull(),
    departedAt: timestamptz('departed_at').notNull().defaultNow(),
    departedBy: uuid('departed_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.loungeId, t.day] }), check('lounge_departures_day_check', oneOf(t.day, LOUNGE_DAYS))],
);

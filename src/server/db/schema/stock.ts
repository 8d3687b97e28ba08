import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';
import { products } from './catalogue.ts';
import { editionIdColumn } from './editions.ts';
import { createdAt, generatedId, updatedAt, requiredRef, timestamptz } from './columns.ts';
import { profiles } from './profiles.ts';

/**
 * Stock limits (docs/decisions/018-stock-limits.md): one row per product and festival day that an admin limited. No row
 * means unlimited, today's behaviour. `sold` is kept in the transaction that charges or refunds the tokens and always
 * equals the units of the live (pending or completed) order lines of that product and day; `npm run ledger:check`
 * checks it. `quantity` null: no stock limit (the row then exists for the per-guest maximum alone).
 */
export const productStock = pgTable(
  'product_stock',
  {
    editionId: editionIdColumn('restrict'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    day: text('day', { enum: LOUNGE_DAYS }).notNull(),
    quantity: integer('quantity'),
    maxPerGuest: integer('max_per_guest'),
    sold: integer('sold').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.editionId, t.productId, t.day] }),
    check('product_stock_day_check', oneOf(t.day, LOUNGE_DAYS)),
    check('product_stock_quantity_check', sql`${t.quantity} is null or ${t.quantity} >= 0`),
    check('product_stock_max_per_guest_check', sql`${t.maxPerGuest} is null or ${t.maxPerGuest} >= 1`),
    // The last line of defence: whatever a service does, the database never records an oversold day.
    check('product_stock_sold_check', sql`${t.sold} >= 0 and (${t.quantity} is null or ${t.sold} <= ${t.quantity})`),
  ],
);

/**
 * A guest's wish to be told when a sold-out product is back for one festival day of an edition
 * (docs/decisions/046-stock-waits.md). Open while `notified_at` is null: one open wish per guest, product and day;
 * once told (one mail, `stock_back:<id>`), the row stays as the record of it and the guest may ask again.
 */
export const stockWaits = pgTable(
  'stock_waits',
  {
    id: generatedId(),
    editionId: editionIdColumn('cascade'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    day: text('day', { enum: LOUNGE_DAYS }).notNull(),
    profileId: requiredRef('profile_id', () => profiles.id, 'cascade'),
    /** The order of asking: first come, first told. */
    createdAt: createdAt(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    uniqueIndex('stock_waits_one_open').on(t.editionId, t.productId, t.day, t.profileId).where(sql`${t.notifiedAt} is null`),
    index('stock_waits_queue_idx').on(t.editionId, t.productId, t.day, t.createdAt).where(sql`${t.notifiedAt} is null`),
    check('stock_waits_day_check', oneOf(t.day, LOUNGE_DAYS)),
  ],
);

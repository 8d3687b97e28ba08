import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import { oneOf } from './one-of.ts';
import { products } from './catalogue.ts';
import { editionIdColumn } from './editions.ts';
import { updatedAt } from './columns.ts';

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
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
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

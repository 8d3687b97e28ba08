import { z } from 'zod';
import { editionQuery } from './editions.ts';
import { LOUNGE_DAYS } from '../constants.ts';
import { msg } from '../messages.ts';
import { wholeNumber } from './admin-common.ts';

/**
 * Stock limits (docs/decisions/018-stock-limits.md): per product and festival day; null means unlimited / no maximum.
 */
export const STOCK_MAX = 1_000_000;
export const GUEST_MAX = 999;

export const stockLimitBody = z.object({
  quantity: wholeNumber(msg.invalidStockQuantity, 0, STOCK_MAX).nullable(),
  maxPerGuest: wholeNumber(msg.invalidMaxPerGuest, 1, GUEST_MAX).nullable(),
});
export type StockLimitBody = z.infer<typeof stockLimitBody>;

/** The product form's stock: one entry per day it limits; a day left out is unlimited. */
export const productStockEntry = stockLimitBody.extend({ day: z.enum(LOUNGE_DAYS) });
export type ProductStockEntry = z.infer<typeof productStockEntry>;
export const productStockList = z
  .array(productStockEntry)
  .max(LOUNGE_DAYS.length)
  .refine((entries) => new Set(entries.map((e) => e.day)).size === entries.length, msg.stockDayTwice);

export const stockDayParams = z.object({ productId: z.uuid(), day: z.enum(LOUNGE_DAYS) });
export const stockDayQuery = editionQuery.extend({ day: z.enum(LOUNGE_DAYS) });

export const adminStockRowSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  day: z.enum(LOUNGE_DAYS),
  quantity: z.number().int().nullable(),
  maxPerGuest: z.number().int().nullable(),
  /** Units of pending and completed orders for that day. */
  sold: z.number().int(),
  /** quantity - sold; null when unlimited. */
  left: z.number().int().nullable(),
  /** Guests waiting to be told when it is back (docs/decisions/046-stock-waits.md); only admins see it. */
  waiting: z.number().int(),
});
export type AdminStockRow = z.infer<typeof adminStockRowSchema>;
export const adminStockResponse = z.object({ day: z.enum(LOUNGE_DAYS), rows: z.array(adminStockRowSchema) });
export type AdminStockResponse = z.infer<typeof adminStockResponse>;
export const stockChangeResponse = z.object({ row: adminStockRowSchema, message: z.string() });

/** What the shop shows: units left of each limited product and day. */
export const shopStockEntry = z.object({
  productId: z.uuid(),
  day: z.enum(LOUNGE_DAYS),
  left: z.number().int().nullable(),
  maxPerGuest: z.number().int().nullable(),
});
export type ShopStockEntry = z.infer<typeof shopStockEntry>;
export const shopStockResponse = z.object({ stock: z.array(shopStockEntry) });
export type ShopStockResponse = z.infer<typeof shopStockResponse>;

/**
 * "Notify me" (docs/decisions/046-stock-waits.md): the signed-in guest's own open waits in the current edition, one
 * per product and day; nobody else's.
 */
export const stockWait = z.object({ productId: z.uuid(), day: z.enum(LOUNGE_DAYS) });
export type StockWait = z.infer<typeof stockWait>;
export const myStockWaitsResponse = z.object({ waits: z.array(stockWait) });
export type MyStockWaitsResponse = z.infer<typeof myStockWaitsResponse>;
export const stockWaitChangeResponse = z.object({ waits: z.array(stockWait), message: z.string() });
export type StockWaitChangeResponse = z.infer<typeof stockWaitChangeResponse>;

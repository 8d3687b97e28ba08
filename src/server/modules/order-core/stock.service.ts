import { ERROR_CODES } from '#shared/api-error.ts';
import type { LoungeDay } from '#shared/constants.ts';
import { localized } from '#shared/localized.ts';
import type { Tx } from '#server/db/client.ts';
import { conflict } from '#server/http/errors.ts';
import type { PricedLine } from './order-core.repo.ts';
import {
  announceStockChange,
  findStockRows,
  guestUnits,
  lockStockRows,
  loungeDays,
  orderUnits,
  returnUnits,
  shareLockProducts,
  stockKeyText,
  takeUnits,
  type StockKey,
} from './stock.repo.ts';

/**
 * Stock limits (issue 16), taken by every order in the transaction that charges its tokens and given
 * back by cancel and refund. A line's day is its lounge's day, written on the line; a line without
 * one (a manual order without lounge) takes no stock. Stock rows are updated in the lock order
 * (db/transaction.ts): by product, then day, after profiles and before orders.
 */

type Units = StockKey & { units: number };

/** Lines summed per (product, day), sorted in the lock order. */
function unitsByKey(lines: { productId: string; day: LoungeDay | null; units: number }[]): Units[] {
  const byKey = new Map<string, Units>();
  for (const line of lines) {
    if (!line.day) continue;
    const key = { productId: line.productId, day: line.day };
    const entry = byKey.get(stockKeyText(key)) ?? { ...key, units: 0 };
    entry.units += line.units;
    byKey.set(stockKeyText(key), entry);
  }
  return [...byKey.values()].sort((a, b) => (a.productId === b.productId ? cmp(a.day, b.day) : cmp(a.productId, b.productId)));
}
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Gives each line its lounge's day and takes the units from the limited (product, day) rows. The
 * products must already be held FOR KEY SHARE (order-rules.service.ts requireActiveProducts does), so
 * no first limit can appear between reading the rows and committing. Refuses with 409 naming product,
 * day and units left (or the guest's maximum) and changes nothing. Units taken are announced to every
 * shop once for the whole order (an order of unlimited products announces nothing).
 */
export async function takeStock(tx: Tx, userId: string, lines: PricedLine[], names: Map<string, { name: string }>): Promise<PricedLine[]> {
  const days = await loungeDays(tx, [...new Set(lines.flatMap((l) => (l.loungeId ? [l.loungeId] : [])))]);
  const dated = lines.map((l) => ({ ...l, day: (l.loungeId && days.get(l.loungeId)) || null }));
  const wanted = unitsByKey(dated.map((l) => ({ productId: l.productId, day: l.day, units: l.quantity })));
  const rows = await findStockRows(tx, wanted);
  if (rows.length === 0) return dated;
  const rowOf = new Map(rows.map((r) => [stockKeyText(r), r]));
  const nameOf = (productId: string) => names.get(productId)?.name ?? productId;

  const capped = wanted.filter((w) => rowOf.get(stockKeyText(w))?.maxPerGuest != null);
  // The buyer's profile is locked, so their own earlier orders cannot change under this check.
  const already = await guestUnits(tx, userId, capped);
  for (const w of capped) {
    const max = rowOf.get(stockKeyText(w))!.maxPerGuest!;
    const had = already.get(stockKeyText(w)) ?? 0;
    if (had + w.units > max) {
      throw conflict(localized('guestLimitReached', { product: nameOf(w.productId), day: w.day, max, already: had }), ERROR_CODES.guestLimitReached, {
        productId: w.productId,
        product: nameOf(w.productId),
        day: w.day,
        max,
        already: had,
      });
    }
  }
  for (const w of wanted) {
    if (!rowOf.has(stockKeyText(w))) continue;
    if (await takeUnits(tx, w, w.units)) continue;
    const [now] = await lockStockRows(tx, [w]);
    const left = Math.max(0, (now?.quantity ?? 0) - (now?.sold ?? 0));
    throw conflict(localized('outOfStock', { product: nameOf(w.productId), day: w.day, left }), ERROR_CODES.outOfStock, {
      productId: w.productId,
      product: nameOf(w.productId),
      day: w.day,
      left,
    });
  }
  await announceStockChange(tx);
  return dated;
}

/**
 * Cancel and refund, step 1: locks the stock rows an order's units would go back to, in the lock
 * order (before the order itself, db/transaction.ts), and returns the units of the limited ones (a
 * (product, day) without a row is unlimited: nothing to give back). The caller then locks the order,
 * checks it is still live, and only then calls giveBackStock: an order already cancelled gives nothing twice.
 */
export async function lockOrderStock(tx: Tx, orderId: string): Promise<Units[]> {
  const held = unitsByKey(await orderUnits(tx, orderId));
  if (held.length === 0) return [];
  // As a checkout does: an admin creating a first limit waits for this transaction, or this for it, so
  // the rows found here are all there are until this transaction ends.
  await shareLockProducts(tx, [...new Set(held.map((h) => h.productId))]);
  const limited = new Set((await lockStockRows(tx, held)).map(stockKeyText));
  return held.filter((h) => limited.has(stockKeyText(h)));
}

/** Cancel and refund, step 2: the units of a live order go back to its limited rows, announced once. */
export async function giveBackStock(tx: Tx, held: Units[]) {
  if (held.length === 0) return;
  for (const h of held) await returnUnits(tx, h, h.units);
  await announceStockChange(tx);
}

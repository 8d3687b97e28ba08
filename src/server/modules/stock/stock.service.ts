import { ERROR_CODES } from '#shared/api-error.ts';
import { FEW_LEFT, type LoungeDay } from '#shared/constants.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import { type AdminStockRow, type AdminStockResponse, type ProductStockEntry, type StockLimitBody } from '#shared/schemas/stock.ts';
import type { Db, Queryable, Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { requireOfferedProducts } from '#server/modules/catalogue/index.ts';
import { writableEdition, type EditionRow } from '#server/modules/editions/index.ts';
import { findStockMismatches, guestUnits, orderUnits, shopStock, stockAlerts, stockForDay, unitsInLiveLines } from './stock-counts.repo.ts';
import { tellWaitingGuests } from './stock-waits.service.ts';
import {
  deleteStockRow,
  findStockRows,
  lockProductExclusively,
  lockStockRows,
  loungeDays,
  productStockRows,
  returnUnits,
  shareLockProducts,
  stockKeyText,
  takeUnits,
  upsertStockRow,
  type StockKey,
} from './stock.repo.ts';

/**
 * Stock limits per product and festival day (docs/decisions/018-stock-limits.md): the one place that takes
 * units, gives them back and checks that none is oversold. Every order takes its units in the transaction that
 * charges its tokens; cancel and refund give them back. A line's day is its lounge's day, written on the line; a
 * line without one (a manual order without lounge) takes no stock. Stock rows are updated in the lock order
 * (db/transaction.ts): by product, then day, after profiles and before orders. Each transaction that changed
 * units tells every open shop once (decision 021): the event names nothing, every shop reads `GET /api/stock`.
 */

type Units = StockKey & { units: number };

/** Lines summed per (edition, product, day), sorted in the lock order. */
function unitsByKey(lines: { editionId: string; productId: string; day: LoungeDay | null; units: number }[]): Units[] {
  const byKey = new Map<string, Units>();
  for (const line of lines) {
    if (!line.day) continue;
    const key = { editionId: line.editionId, productId: line.productId, day: line.day };
    const entry = byKey.get(stockKeyText(key)) ?? { ...key, units: 0 };
    entry.units += line.units;
    byKey.set(stockKeyText(key), entry);
  }
  return [...byKey.values()].sort((a, b) => cmp(stockKeyText(a), stockKeyText(b)));
}
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const announceStockChange = (tx: Tx) => notifyLive(tx, { kind: 'stock' });

/** The 409 of units asked beyond a guest's maximum, or beyond the units left; it names product, day and figures. */
function refuseOver(w: Units, name: string, limit: { max: number; already: number } | { left: number }) {
  if ('max' in limit) {
    const { max, already } = limit;
    return conflict(localized('guestLimitReached', { product: name, day: w.day, max, already }), ERROR_CODES.guestLimitReached, {
      productId: w.productId,
      product: name,
      day: w.day,
      max,
      already,
    });
  }
  return conflict(localized('outOfStock', { product: name, day: w.day, left: limit.left }), ERROR_CODES.outOfStock, {
    productId: w.productId,
    product: name,
    day: w.day,
    left: limit.left,
  });
}

/** An order line as stock sees it: units of a product, for a lounge whose day they are taken from. */
export type StockLine = { productId: string; quantity: number; loungeId: string | null };

/**
 * The guest's maximum of each limited row: their units of the edition so far plus those `adding` stay within it, else
 * 409 naming the product, the maximum and what they already have. The buyer's profile is locked, so their own
 * earlier orders cannot change under this check.
 */
async function requireGuestMax(
  tx: Tx,
  userId: string,
  editionId: string,
  adding: Units[],
  rowOf: ReadonlyMap<string, { maxPerGuest: number | null }>,
  nameOf: (productId: string) => string,
) {
  const capped = adding.filter((w) => rowOf.get(stockKeyText(w))?.maxPerGuest != null);
  const already = await guestUnits(tx, userId, editionId, capped);
  for (const w of capped) {
    const max = rowOf.get(stockKeyText(w))!.maxPerGuest!;
    const had = already.get(stockKeyText(w)) ?? 0;
    if (had + w.units > max) throw refuseOver(w, nameOf(w.productId), { max, already: had });
  }
}

/**
 * Gives each line its lounge's day and takes the units from the limited (product, day) rows. The
 * products must already be held FOR KEY SHARE (requireOrderableProducts in orders/order-rules.service.ts does), so
 * no first limit can appear between reading the rows and committing. Refuses with 409 naming product,
 * day and units left (or the guest's maximum) and changes nothing. Units taken are announced to every
 * shop once for the whole order (an order of unlimited products announces nothing).
 */
export async function takeStock<L extends StockLine>(
  tx: Tx,
  userId: string,
  editionId: string,
  lines: L[],
  names: Map<string, { name: string }>,
): Promise<(L & { day: LoungeDay | null })[]> {
  const days = await loungeDays(tx, [...new Set(lines.flatMap((l) => (l.loungeId ? [l.loungeId] : [])))]);
  const dated = lines.map((l) => ({ ...l, day: (l.loungeId && days.get(l.loungeId)) || null }));
  const wanted = unitsByKey(dated.map((l) => ({ editionId, productId: l.productId, day: l.day, units: l.quantity })));
  const rows = await findStockRows(tx, wanted);
  if (rows.length === 0) return dated;
  const rowOf = new Map(rows.map((r) => [stockKeyText(r), r]));
  const nameOf = (productId: string) => names.get(productId)?.name ?? productId;

  await requireGuestMax(tx, userId, editionId, wanted, rowOf, nameOf);
  for (const w of wanted) {
    if (!rowOf.has(stockKeyText(w))) continue;
    if (await takeUnits(tx, w, w.units)) continue;
    const [now] = await lockStockRows(tx, [w]);
    throw refuseOver(w, nameOf(w.productId), { left: Math.max(0, (now?.quantity ?? 0) - (now?.sold ?? 0)) });
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

/**
 * Cancel and refund, step 2: the units of a live order go back to its limited rows, announced once; as many guests
 * waiting for each day as units came back are told (docs/decisions/046-stock-waits.md).
 */
export async function giveBackStock(tx: Tx, held: Units[]) {
  if (held.length === 0) return;
  for (const h of held) {
    await returnUnits(tx, h, h.units);
    await tellWaitingGuests(tx, h, h.units);
  }
  await announceStockChange(tx);
}

/** An order line as a change of it sees it: units of a product for the day its lounge had when it was ordered. */
export type DayLine = { productId: string; day: LoungeDay | null; quantity: number };

/**
 * A guest's change of a pending order (docs/decisions/044): the difference between its lines before and after, per
 * product and day, taken from or given back to the limited rows, in the lock order (products, then stock rows; the
 * caller locks the order after). Units taken respect the limit and the guest's maximum (their units of the edition
 * already count this order's lines as they were), else 409 as a checkout's and the caller's transaction rolls back.
 */
export async function restockChange(
  tx: Tx,
  userId: string,
  editionId: string,
  lines: { before: DayLine[]; after: DayLine[] },
  names: Map<string, { name: string }>,
) {
  const units = (list: DayLine[], sign: number) => list.map((l) => ({ editionId, productId: l.productId, day: l.day, units: sign * l.quantity }));
  const moved = unitsByKey([...units(lines.before, -1), ...units(lines.after, 1)]).filter((m) => m.units !== 0);
  if (moved.length === 0) return;
  await shareLockProducts(tx, [...new Set(moved.map((m) => m.productId))].sort());
  const rows = await lockStockRows(tx, moved);
  if (rows.length === 0) return;
  const rowOf = new Map(rows.map((r) => [stockKeyText(r), r]));
  const nameOf = (productId: string) => names.get(productId)?.name ?? productId;

  await requireGuestMax(tx, userId, editionId, moved.filter((m) => m.units > 0), rowOf, nameOf);
  for (const m of moved) {
    const row = rowOf.get(stockKeyText(m));
    if (!row) continue;
    if (m.units < 0) await returnUnits(tx, m, -m.units);
    else if (!(await takeUnits(tx, m, m.units))) throw refuseOver(m, nameOf(m.productId), { left: Math.max(0, (row.quantity ?? 0) - row.sold) });
  }
  await announceStockChange(tx);
}

/** The invariant: every stock row's units sold equal its live order lines, none above its limit. The rows that break it. */
export const stockMismatches = (db: Queryable) => findStockMismatches(db);

type DayRow = Awaited<ReturnType<typeof stockForDay>>[number];
const toRow = (day: LoungeDay, r: DayRow): AdminStockRow => ({
  ...r,
  day,
  left: r.quantity === null ? null : Math.max(0, r.quantity - r.sold),
});

/** The back office's stock page for one day of an edition: set, sold (pending + completed), left. */
export async function stockPage(db: Db, editionId: string, day: LoungeDay): Promise<AdminStockResponse> {
  return { day, rows: (await stockForDay(db, editionId, day)).map((r) => toRow(day, r)) };
}

export const shopStockList = (db: Db, editionId: string) => shopStock(db, editionId);

/** The dashboard's stock tile: product days of the edition sold out, and nearly so. */
export const stockAlertCounts = (db: Db, editionId: string) => stockAlerts(db, editionId, FEW_LEFT);

/**
 * Units a change of limits gives back to the shop (docs/decisions/046-stock-waits.md): the growth of units left;
 * null when the day becomes unlimited. A day that was unlimited had nobody waiting: 0.
 */
function unitsFreed(before: { quantity: number | null; sold: number } | undefined, quantity: number | null, sold: number): number | null {
  if (quantity === null) return null;
  if (before?.quantity == null) return 0;
  return Math.max(0, quantity - sold) - Math.max(0, before.quantity - before.sold);
}

/**
 * Sets (or clears) the limits of one product and day of an edition, inside the caller's transaction. The product
 * is locked FOR UPDATE first: checkouts hold it FOR KEY SHARE, so none is in flight while `sold` is counted from
 * the order lines, and none starts before this commits; leaving it out of the edition takes the same lock, so the
 * offer read next holds until the commit. A product the edition leaves out gets no limit there (409,
 * docs/decisions/031), nor does a limit below the units already sold (409 with the figure). Units it frees go to
 * the guests waiting for them. Says whether anything changed; the caller announces the change once.
 */
async function writeStockLimit(tx: Tx, actorId: string, edition: EditionRow, at: Omit<StockKey, 'editionId'>, limits: StockLimitBody) {
  const { productId, day } = at;
  const key = { editionId: edition.id, productId, day };
  const product = await lockProductExclusively(tx, productId);
  if (!product) throw notFound(msg.adminProductNotFound);
  await requireOfferedProducts(tx, edition, new Map([[productId, product]]));
  const [before] = await lockStockRows(tx, [key]);
  const sold = await unitsInLiveLines(tx, key);
  if (limits.quantity !== null && limits.quantity < sold) {
    throw conflict(localized('stockBelowSold', { product: product.name, day, sold }), ERROR_CODES.stockBelowSold, { productId, day, sold });
  }
  const unchanged = (before?.quantity ?? null) === limits.quantity && (before?.maxPerGuest ?? null) === limits.maxPerGuest;
  if (unchanged) return { product, changed: false };
  if (limits.quantity === null && limits.maxPerGuest === null) await deleteStockRow(tx, key);
  else await upsertStockRow(tx, key, limits, sold);
  await tellWaitingGuests(tx, key, unitsFreed(before, limits.quantity, sold));
  await writeAudit(tx, {
    actorId,
    action: 'product.stock',
    entity: 'product',
    entityId: productId,
    before: { editionId: key.editionId, day, quantity: before?.quantity ?? null, maxPerGuest: before?.maxPerGuest ?? null, sold },
    after: { day, ...limits, sold },
  });
  return { product, changed: true };
}

/** An edition's limits of one product and day; a closed edition's stock is read-only (docs/decisions/031). */
export async function setStock(db: Db, actorId: string, key: StockKey, limits: StockLimitBody) {
  const { editionId, productId, day } = key;
  return inTransaction(db, async (tx) => {
    const edition = await writableEdition(tx, editionId);
    const { product, changed } = await writeStockLimit(tx, actorId, edition, { productId, day }, limits);
    if (changed) await announceStockChange(tx);
    const [row] = await stockForDay(tx, editionId, day, productId);
    return { row: toRow(day, row!), message: msg.stockUpdated({ product: product.name, day }) };
  });
}

/**
 * The product form's stock list, for the edition it is edited in: every day named is set, every day left out
 * becomes unlimited.
 */
export async function replaceProductStock(tx: Tx, actorId: string, editionId: string, productId: string, entries: ProductStockEntry[]) {
  const edition = await writableEdition(tx, editionId);
  const current = await productStockRows(tx, editionId, productId);
  const named = new Set(entries.map((e) => e.day));
  const cleared = current.filter((r) => !named.has(r.day)).map((r) => ({ day: r.day, quantity: null, maxPerGuest: null }));
  let changed = false;
  for (const { day, ...limits } of [...entries, ...cleared]) {
    if ((await writeStockLimit(tx, actorId, edition, { productId, day }, limits)).changed) changed = true;
  }
  // One announcement for the whole form, however many days it changed.
  if (changed) await announceStockChange(tx);
}


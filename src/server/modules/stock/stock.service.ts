import { ERROR_CODES } from '#shared/api-error.ts';
import type { LoungeDay } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { FEW_LEFT } from '#shared/constants.ts';
import { type AdminStockRow, type AdminStockResponse, type ProductStockEntry, type StockLimitBody } from '#shared/schemas/stock.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/audit-log.repo.ts';
import { announceStockChange, lockProductExclusively, lockStockRows, unitsInLiveLines } from '#server/modules/order-core/stock.repo.ts';
import { deleteStockRow, productStockRows, shopStock, stockAlerts, stockForDay, upsertStockRow } from './stock.repo.ts';
import { localized } from '#shared/localized.ts';

type DayRow = Awaited<ReturnType<typeof stockForDay>>[number];
const toRow = (day: LoungeDay, r: DayRow): AdminStockRow => ({
  ...r,
  day,
  left: r.quantity === null ? null : Math.max(0, r.quantity - r.sold),
});

/** The back office's stock page for one day: set, sold (pending + completed), left. */
export async function stockPage(db: Db, day: LoungeDay): Promise<AdminStockResponse> {
  return { day, rows: (await stockForDay(db, day)).map((r) => toRow(day, r)) };
}

export const shopStockList = (db: Db) => shopStock(db);

/** The dashboard's stock tile: product days sold out, and nearly so. */
export const stockAlertCounts = (db: Db) => stockAlerts(db, FEW_LEFT);

/**
 * Sets (or clears) the limits of one product and day, inside the caller's transaction. The product is
 * locked FOR UPDATE first: checkouts hold it FOR KEY SHARE, so none is in flight while `sold` is
 * counted from the order lines, and none starts before this commits. A limit below the units already
 * sold is refused with the figure. Says whether anything changed; the caller announces the change once.
 */
async function writeStockLimit(tx: Tx, actorId: string, productId: string, day: LoungeDay, limits: StockLimitBody) {
  const product = await lockProductExclusively(tx, productId);
  if (!product) throw notFound(msg.adminProductNotFound);
  const key = { productId, day };
  const [before] = await lockStockRows(tx, [key]);
  const sold = await unitsInLiveLines(tx, key);
  if (limits.quantity !== null && limits.quantity < sold) {
    throw conflict(localized('stockBelowSold', { product: product.name, day, sold }), ERROR_CODES.stockBelowSold, { productId, day, sold });
  }
  const unchanged = (before?.quantity ?? null) === limits.quantity && (before?.maxPerGuest ?? null) === limits.maxPerGuest;
  if (unchanged) return { product, changed: false };
  if (limits.quantity === null && limits.maxPerGuest === null) await deleteStockRow(tx, key);
  else await upsertStockRow(tx, key, limits, sold);
  await writeAudit(tx, {
    actorId,
    action: 'product.stock',
    entity: 'product',
    entityId: productId,
    before: { day, quantity: before?.quantity ?? null, maxPerGuest: before?.maxPerGuest ?? null, sold },
    after: { day, ...limits, sold },
  });
  return { product, changed: true };
}

export async function setStock(db: Db, actorId: string, productId: string, day: LoungeDay, limits: StockLimitBody) {
  return inTransaction(db, async (tx) => {
    const { product, changed } = await writeStockLimit(tx, actorId, productId, day, limits);
    if (changed) await announceStockChange(tx);
    const [row] = await stockForDay(tx, day, productId);
    return { row: toRow(day, row!), message: msg.stockUpdated(product.name, day) };
  });
}

/** The product form's stock list: every day named is set, every day left out becomes unlimited. */
export async function replaceProductStock(tx: Tx, actorId: string, productId: string, entries: ProductStockEntry[]) {
  const current = await productStockRows(tx, productId);
  const named = new Set(entries.map((e) => e.day));
  const cleared = current.filter((r) => !named.has(r.day)).map((r) => ({ day: r.day, quantity: null, maxPerGuest: null }));
  let changed = false;
  for (const { day, ...limits } of [...entries, ...cleared]) {
    if ((await writeStockLimit(tx, actorId, productId, day, limits)).changed) changed = true;
  }
  // One announcement for the whole form, however many days it changed.
  if (changed) await announceStockChange(tx);
}

/** The product form's view of a product's stock. */
export async function productStock(db: Db | Tx, productId: string): Promise<ProductStockEntry[]> {
  return (await productStockRows(db, productId)).map(({ day, quantity, maxPerGuest }) => ({ day, quantity, maxPerGuest }));
}

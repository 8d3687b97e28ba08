import { loungeLabel, type LoungeDay } from '#shared/constants.ts';
import { festivalIso } from '#shared/festival-time.ts';
import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import type { CsvValue } from '#server/http/csv.ts';
import { itemsOf, ledgerPage, orderPage, paymentPage, refundedAmong, type TimeKey } from './exports.repo.ts';

/**
 * The exports' columns. They are a published format (README, "Reports and exports"): add columns at the
 * end, never rename, reorder or drop one. Times are ISO UTC in their first columns (what scripts read) and
 * again in the festival's time zone with the offset in the `*_zurich` columns at the end (what people read).
 */
export const ORDER_LINE_COLUMNS = ['order_id', 'ordered_at', 'guest_email', 'product', 'quantity', 'tokens', 'lounge', 'day', 'status', 'refunded', 'delivered', 'ordered_at_zurich', 'delivered_zurich', 'edition'];
export const LEDGER_COLUMNS = ['id', 'created_at', 'guest_email', 'kind', 'delta', 'order_id', 'lounge_id', 'payment_id', 'note', 'created_at_zurich', 'edition'];
export const PAYMENT_COLUMNS = ['payment_id', 'created_at', 'paid_at', 'guest_email', 'package_id', 'tokens', 'amount_chf', 'currency', 'provider', 'status', 'created_at_zurich', 'paid_at_zurich', 'edition'];

/** The edition an export is of: rows carry its name. */
type Edition = { id: string; name: string };

export const EXPORT_BATCH = 1000;
type Options = { batchSize?: number };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every order line (all statuses), a page of orders at a time. 'tokens' is what the line cost (0 in a free
 * manual order); 'delivered' is when the order was delivered (docs/decisions/028), empty until then.
 */
export async function* orderLineBatches(
  db: Db,
  edition: Edition,
  day: LoungeDay | undefined,
  { batchSize = EXPORT_BATCH }: Options = {},
): AsyncGenerator<CsvValue[][]> {
  let after: TimeKey | null = null;
  for (;;) {
    const page = await orderPage(db, edition.id, after, batchSize, day);
    if (page.length === 0) return;
    const ids = page.map((o) => o.id);
    const items = (await itemsOf(db, ids)).sort((a, b) => byText(a.product, b.product) || byText(a.id, b.id));
    const refunded = await refundedAmong(db, ids);
    const itemsByOrder = new Map<string, typeof items>();
    for (const item of items) itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
    const rows: CsvValue[][] = [];
    for (const order of page) {
      for (const item of itemsByOrder.get(order.id) ?? []) {
        if (day && item.day !== day) continue;
        const lounge = item.loungeId === null ? null : item.category === null ? msg.loungeDataNotFound({ loungeId: item.loungeId }) : loungeLabel({ category: item.category, tableNumber: item.tableNumber! });
        rows.push([
          order.id,
          order.createdAt.toISOString(),
          order.email,
          item.product,
          item.quantity,
          order.isFree ? 0 : item.quantity * item.tokenPrice,
          lounge,
          item.day,
          order.status,
          refunded.has(order.id) ? 'yes' : 'no',
          item.deliveredAt?.toISOString() ?? null,
          festivalIso(order.createdAt),
          item.deliveredAt ? festivalIso(item.deliveredAt) : null,
          edition.name,
        ]);
      }
    }
    yield rows;
    const last = page.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}

/** The token ledger, row by row as written. */
export async function* ledgerBatches(db: Db, { batchSize = EXPORT_BATCH }: Options = {}): AsyncGenerator<CsvValue[][]> {
  let afterId = 0;
  for (;;) {
    const page = await ledgerPage(db, afterId, batchSize);
    if (page.length === 0) return;
    yield page.map((r) => [r.id, r.createdAt.toISOString(), r.email, r.kind, r.delta, r.orderId, r.loungeId, r.paymentId, r.note, festivalIso(r.createdAt), r.edition]);
    afterId = page.at(-1)!.id;
  }
}

/** An edition's card payments of every status; the amount in CHF with two decimals. */
export async function* paymentBatches(db: Db, edition: Edition, { batchSize = EXPORT_BATCH }: Options = {}): AsyncGenerator<CsvValue[][]> {
  let after: TimeKey | null = null;
  for (;;) {
    const page = await paymentPage(db, edition.id, after, batchSize);
    if (page.length === 0) return;
    yield page.map((p) => [
      p.id,
      p.createdAt.toISOString(),
      p.paidAt?.toISOString() ?? null,
      p.email,
      p.packageId,
      p.tokens,
      (p.amountCents / 100).toFixed(2),
      p.currency,
      p.provider,
      p.status,
      festivalIso(p.createdAt),
      p.paidAt ? festivalIso(p.paidAt) : null,
      edition.name,
    ]);
    const last = page.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}

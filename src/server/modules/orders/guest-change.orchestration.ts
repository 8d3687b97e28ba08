import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import type { CancelMyOrderResponse, ChangeMyOrderBody } from '#shared/schemas/orders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, conflict } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import type { EditionRow } from '#server/modules/editions/index.ts';
import { queueOrderChangedMail } from '#server/modules/mail/index.ts';
import { lockProfile } from '#server/modules/profiles/index.ts';
import { restockChange } from '#server/modules/stock/index.ts';
import { InsufficientFundsError, postLedgerEntry } from '#server/modules/tokens/index.ts';
import { lockExistingOrder, holdOrderEdition } from './admin/order-status.orchestration.ts';
import { cancelOwnOrderWithin } from './guest-cancel.orchestration.ts';
import { requireGuestMay } from './guest-order-rights.service.ts';
import { getOrderById, orderInEveryLanguageById } from './order-details.repo.ts';
import { requireMixDrinkRules, requireOrderableProducts } from './order-rules.service.ts';
import { orderLinesOf, rewriteOrderLines, type OrderLine } from './orders.repo.ts';

type Wanted = OrderLine & { newQuantity: number; newMixDrinkIds: string[] | null };

const notChangeable = (status: string) =>
  conflict(localized('orderNotChangeable', { status }), ERROR_CODES.invalidStatusTransition, { status });
const insufficientFunds = (current: number, required: number) =>
  new AppError(409, ERROR_CODES.insufficientFunds, localized('insufficientBalance', { current, required }), { current, required });

/** Each line of the order with what the body asks of it; a line the body does not name stays as it is. */
function applyChange(lines: OrderLine[], body: ChangeMyOrderBody): Wanted[] {
  const asked = new Map(body.lines.map((l) => [l.itemId, l]));
  const unknown = [...asked.keys()].filter((id) => !lines.some((l) => l.id === id));
  if (unknown.length) throw new AppError(404, ERROR_CODES.orderLineNotFound, msg.orderLineNotFound, { itemIds: unknown });
  return lines.map((line) => {
    const ask = asked.get(line.id);
    const mixes = ask?.mixDrinkIds ? [...ask.mixDrinkIds].sort() : null;
    // The same drinks chosen again are no change of them.
    const newMixDrinkIds = mixes && mixes.join() !== line.mixDrinkIds.join() ? mixes : null;
    return { ...line, newQuantity: ask?.quantity ?? line.quantity, newMixDrinkIds };
  });
}

/**
 * The rules a checkout applies, for what a change adds: a line that grows, or gets other mix drinks, must still be
 * of an active product the edition offers, with drinks the mix-drink rules allow. Its price stays the line's own
 * (docs/decisions/044). Holds the products FOR KEY SHARE, as a checkout does, before the stock rows.
 */
async function requireAddable(tx: Tx, edition: EditionRow, lines: Wanted[]) {
  const added = lines.filter((l) => l.newQuantity > 0 && (l.newQuantity > l.quantity || l.newMixDrinkIds));
  const productsById = await requireOrderableProducts(tx, edition, added.map((l) => l.productId), msg.productUnavailable);
  await requireMixDrinkRules(
    tx,
    added.filter((l) => l.newMixDrinkIds).map((l) => ({ product: productsById.get(l.productId)!, mixDrinkIds: l.newMixDrinkIds! })),
    msg.mixDrinkUnavailable,
  );
  return productsById;
}

const changeMessage = (delta: number) =>
  delta < 0 ? msg.orderChangedCharged({ tokens: -delta }) : delta > 0 ? msg.orderChangedReturned({ tokens: delta }) : msg.orderChangedEven;

async function changeWithin(tx: Tx, guestId: string, orderId: string, body: ChangeMyOrderBody, now: Date): Promise<CancelMyOrderResponse> {
  // The lock order (db/transaction.ts): edition, profile, products, stock rows, then the order.
  const { order: unlocked, edition } = await holdOrderEdition(tx, orderId, guestId);
  await requireGuestMay(tx, 'change', edition, now);
  if (unlocked.status !== 'pending') throw notChangeable(unlocked.status);
  // The guest's profile lock also serialises their changes of this order: its lines are read under it.
  const buyer = (await lockProfile(tx, guestId))!;
  const lines = applyChange(await orderLinesOf(tx, orderId), body);
  if (lines.every((l) => l.newQuantity === 0)) return cancelOwnOrderWithin(tx, guestId, orderId, now);
  const changed = lines.filter((l) => l.newQuantity !== l.quantity || l.newMixDrinkIds);
  if (changed.length === 0) return { order: (await getOrderById(tx, orderId))!, message: msg.orderUnchanged, tokenBalance: buyer.tokenBalance };

  const productsById = await requireAddable(tx, edition, lines);
  const total = lines.reduce((sum, l) => sum + l.newQuantity * l.tokenPrice, 0);
  // What the change gives back (> 0) or charges (< 0): the whole change is refused when the balance cannot pay it.
  const delta = unlocked.totalTokens - total;
  if (-delta > buyer.tokenBalance) throw insufficientFunds(buyer.tokenBalance, -delta);
  await restockChange(
    tx,
    guestId,
    edition.id,
    { before: lines, after: lines.map((l) => ({ ...l, quantity: l.newQuantity })) },
    productsById,
  );

  const order = await lockExistingOrder(tx, orderId);
  // Completed or refunded by the back office since it was read: nothing may change.
  if (order.status !== 'pending') throw notChangeable(order.status);
  const written = await rewriteOrderLines(
    tx,
    orderId,
    changed.map((l) => ({ id: l.id, quantity: l.newQuantity, mixDrinkIds: l.newMixDrinkIds })),
    total,
  );
  const tokenBalance =
    delta !== 0 ? await postLedgerEntry(tx, { userId: guestId, delta, kind: 'order_change', orderId, actorId: guestId }) : buyer.tokenBalance;
  await writeAudit(tx, {
    actorId: guestId,
    action: 'order.guest_change',
    entity: 'order',
    entityId: orderId,
    before: { totalTokens: order.totalTokens, lines: changed.map((l) => ({ itemId: l.id, quantity: l.quantity, mixDrinkIds: l.mixDrinkIds })) },
    after: { totalTokens: total, lines: changed.map((l) => ({ itemId: l.id, quantity: l.newQuantity, mixDrinkIds: l.newMixDrinkIds ?? l.mixDrinkIds })) },
  });
  await notifyLive(tx, { kind: 'order', change: 'changed', orderId, profileId: guestId });
  const after = (await orderInEveryLanguageById(tx, orderId))!;
  await queueOrderChangedMail(tx, buyer, after, delta, tokenBalance, written.updatedAt.toISOString());
  return { order: after.en, message: changeMessage(delta), tokenBalance };
}

/**
 * A guest changes their own pending order (docs/decisions/044): quantities (0 removes a line, every line at 0
 * cancels the order) and mix drinks, while the settings allow it and until the edition's cutoff. One transaction
 * charges or gives back the difference as one 'order_change' ledger row, takes or gives back the stock, writes the
 * audit entry and queues the mail; a change the balance or the stock cannot take is refused whole.
 */
export async function changeOwnOrder(db: Db, guestId: string, orderId: string, body: ChangeMyOrderBody, now = new Date()) {
  try {
    return await inTransaction(db, (tx) => changeWithin(tx, guestId, orderId, body, now));
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw insufficientFunds(error.current, error.required);
    throw error;
  }
}

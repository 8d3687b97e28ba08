import { ERROR_CODES } from '#shared/api-error.ts';
import { editionDays } from '#shared/edition-days.ts';
import { msg } from '#shared/messages.ts';
import type { CheckoutItem, Order } from '#shared/schemas/orders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, conflict, forbidden, unauthorized } from '#server/http/errors.ts';
import { isUniqueViolation } from '#server/db/db-errors.ts';
import { requirePreordersOpen, writableCurrentEdition, type EditionRow } from '#server/modules/editions/index.ts';
import { takeStock } from '#server/modules/stock/index.ts';
import { InsufficientFundsError, postLedgerEntry, UserNotFoundError } from '#server/modules/tokens/index.ts';
import { lockProfile, readBalance } from '#server/modules/profiles/index.ts';
import { queueOrderPlacedMail } from '#server/modules/mail/index.ts';
import { catalogueTextsOf, getOrderById, withItems } from '#server/modules/orders/order-details.repo.ts';
import { orderInEveryLanguage } from '#server/modules/orders/order-language.ts';
import { findOrderByKey, insertOrder, type PricedLine } from '#server/modules/orders/orders.repo.ts';
import {
  requireOrderableProducts,
  requireEditionLounges,
  requireMixDrinkRules,
  requireOwnLounges,
} from '#server/modules/orders/order-rules.service.ts';
import { localized } from '#shared/localized.ts';

export type CheckoutInput = { items: CheckoutItem[]; idempotencyKey: string };
/** replayed: the idempotency key had already made this order, so nothing new was written. */
export type CheckoutResult = { order: Order; tokenBalance: number; replayed: boolean };

const insufficientFunds = (current: number, required: number) =>
  new AppError(409, ERROR_CODES.insufficientFunds, localized('insufficientBalance', { current, required }), { current, required });
const userNotFound = () => new AppError(404, ERROR_CODES.userNotFound, msg.userNotFound);

/**
 * Re-checks every rule of docs/product.md#checkout against the database and prices the lines from it. The client's
 * price is only compared, never charged: a difference means the guest saw a stale price.
 */
async function priceLines(tx: Tx, userId: string, edition: EditionRow, items: CheckoutItem[]): Promise<{ lines: PricedLine[]; productsById: Map<string, { name: string }> }> {
  const productsById = await requireOrderableProducts(tx, edition, items.map((i) => i.productId), msg.productUnavailable);
  await requireOwnLounges(
    tx,
    userId,
    items.map((i) => i.loungeId),
    () => new AppError(403, ERROR_CODES.loungeNotAssigned, msg.loungeNotAssigned),
  );
  await requireEditionLounges(tx, edition.id, items.map((i) => i.loungeId));

  const lines = items.map((item) => ({ item, product: productsById.get(item.productId)! }));
  await requireMixDrinkRules(
    tx,
    lines.map(({ item, product }) => ({ product, mixDrinkIds: item.mixDrinkIds ?? [] })),
    msg.mixDrinkUnavailable,
  );

  for (const { item, product } of lines) {
    if (item.tokenPrice !== undefined && item.tokenPrice !== product.tokenPrice) {
      throw conflict(localized('priceChanged', { product: product.name, price: product.tokenPrice }), ERROR_CODES.priceChanged, {
        productId: product.id,
        tokenPrice: product.tokenPrice,
      });
    }
  }
  const priced = lines.map(({ item, product }) => ({
    productId: product.id,
    quantity: item.quantity,
    tokenPrice: product.tokenPrice,
    loungeId: item.loungeId,
    mixDrinkIds: item.mixDrinkIds ?? [],
  }));
  return { lines: priced, productsById };
}

async function placeOrder(tx: Tx, userId: string, input: CheckoutInput, now: Date): Promise<CheckoutResult> {
  const buyer = await lockProfile(tx, userId);
  if (!buyer) throw userNotFound();
  // A repeated key answers with the order it made, even if the catalogue or deadline changed since.
  const previous = await findOrderByKey(tx, userId, input.idempotencyKey);
  if (previous) return { order: (await withItems(tx, [previous]))[0]!, tokenBalance: buyer.tokenBalance, replayed: true };
  // An account deleted while this request waited for its row is signed out, not an application waiting.
  if (buyer.status === 'deleted') throw unauthorized();
  if (buyer.status !== 'active') throw forbidden(msg.accountInactive);

  // Held until commit: a close of the edition waits for this checkout or this checkout sees it closed.
  const edition = await writableCurrentEdition(tx);
  requirePreordersOpen(edition, now);

  const priced = await priceLines(tx, userId, edition, input.items);
  const total = priced.lines.reduce((sum, l) => sum + l.tokenPrice * l.quantity, 0);
  if (total > buyer.tokenBalance) throw insufficientFunds(buyer.tokenBalance, total);
  const lines = await takeStock(tx, userId, edition.id, priced.lines, priced.productsById);

  const order = await insertOrder(tx, { userId, editionId: edition.id, totalTokens: total, idempotencyKey: input.idempotencyKey }, lines);
  await notifyLive(tx, { kind: 'order', change: 'placed', orderId: order.id, profileId: userId });
  // A free order (every price 0) moves no tokens, and the ledger holds no zero rows.
  const tokenBalance =
    total > 0 ? await postLedgerEntry(tx, { userId, delta: -total, kind: 'order', orderId: order.id }) : buyer.tokenBalance;
  const placed = (await withItems(tx, [order]))[0]!;
  // The mail is written later in the guest's language then: it carries the names in each (docs/decisions/045).
  await queueOrderPlacedMail(tx, buyer, orderInEveryLanguage(placed, await catalogueTextsOf(tx, [placed])), editionDays(edition.festivalStart), tokenBalance);
  return { order: placed, tokenBalance, replayed: false };
}

 /** Guest checkout (docs/product.md#checkout-rules): one transaction writes the order and its charge, or nothing. */
export async function checkout(db: Db, userId: string, input: CheckoutInput, now = new Date()): Promise<CheckoutResult> {
  try {
    return await inTransaction(db, (tx) => placeOrder(tx, userId, input, now));
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw insufficientFunds(error.current, error.required);
    if (error instanceof UserNotFoundError) throw userNotFound();
    // The profile lock makes this rare, but two requests with one key must still give one order.
    if (isUniqueViolation(error, 'orders_user_idempotency_key')) {
      const previous = await findOrderByKey(db, userId, input.idempotencyKey);
      const order = previous && (await getOrderById(db, previous.id));
      if (order) return { order, tokenBalance: (await readBalance(db, userId)) ?? 0, replayed: true };
    }
    throw error;
  }
}


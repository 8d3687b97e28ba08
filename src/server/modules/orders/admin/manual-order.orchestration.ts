import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { OrderChangeResponse } from '#shared/schemas/admin-orders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { insertOrder, type PricedLine } from '#server/modules/orders/orders.repo.ts';
import { lockProfile } from '#server/modules/profiles/index.ts';
import { queueNewOrderPushes } from '#server/modules/push/index.ts';
import {
  requireOrderableProducts,
  requireEditionLounges,
  requireMixDrinkRules,
  requireOwnLounges,
} from '#server/modules/orders/order-rules.service.ts';
import { writableCurrentEdition, type EditionRow } from '#server/modules/editions/index.ts';
import { takeStock } from '#server/modules/stock/index.ts';
import { InsufficientFundsError, postLedgerEntry } from '#server/modules/tokens/index.ts';
import { findAdminOrder } from './admin-orders.repo.ts';

export type ManualOrderInput = {
  userId: string;
  items: { productId: string; quantity: number; loungeId?: string | null; mixDrinkIds?: string[] }[];
  free: boolean;
};

const insufficient = (current: number, required: number) =>
  new AppError(409, ERROR_CODES.insufficientFunds, msg.userInsufficientBalance, { current, required });

/**
 * The checkout's own rules (orders/order-rules.service.ts) for what may be ordered: active products the edition
 * offers, prices read from the database (the body carries none), a lounge only if it is one of the customer's, and
 * the shop's mix-drink rules for bottles.
 */
async function priceManualLines(tx: Tx, userId: string, edition: EditionRow, items: ManualOrderInput['items']): Promise<PricedLine[]> {
  const productsById = await requireOrderableProducts(tx, edition, items.map((i) => i.productId), msg.manualOrderProductUnavailable);
  await requireOwnLounges(
    tx,
    userId,
    items.flatMap((i) => (i.loungeId ? [i.loungeId] : [])),
    () => badRequest(msg.userNotAssigned, ERROR_CODES.loungeNotAssigned),
  );
  await requireEditionLounges(tx, edition.id, items.flatMap((i) => (i.loungeId ? [i.loungeId] : [])));

  await requireMixDrinkRules(
    tx,
    items.map((item) => ({ product: productsById.get(item.productId)!, mixDrinkIds: item.mixDrinkIds ?? [] })),
    msg.manualOrderMixDrinkUnavailable,
  );

  const lines = items.map((item) => ({
    productId: item.productId,
    quantity: item.quantity,
    tokenPrice: productsById.get(item.productId)!.tokenPrice,
    // The body's schema allows no lounge only with the explicit withoutLounge choice.
    loungeId: item.loungeId ?? null,
    mixDrinkIds: item.mixDrinkIds ?? [],
  }));
  // A manual order, free or not, takes stock like any other.
  return takeStock(tx, userId, edition.id, lines, productsById);
}

/**
 * 'Create Manual Order' (docs/product.md#back-office-orders, #validation-rules, #business-constants): written directly
 * as completed, marked manual and by whom. A paid order deducts its total as one 'manual_order' ledger row; a free one
 * has total 0 and moves no tokens. The customer's row is locked first, so the balance check holds until commit. No
 * pre-order deadline applies: after it, orders arrive by e-mail and the back office enters them here.
 */
export async function createManualOrder(db: Db, actorId: string, input: ManualOrderInput): Promise<OrderChangeResponse> {
  try {
    return await inTransaction(db, async (tx) => {
      const edition = await writableCurrentEdition(tx);
      const customer = await lockProfile(tx, input.userId);
      if (!customer) throw notFound(msg.adminUserNotFound);
      if (customer.status !== 'active') throw conflict(msg.manualOrderUserInactive, ERROR_CODES.userInactive);

      const lines = await priceManualLines(tx, input.userId, edition, input.items);
      const total = input.free ? 0 : lines.reduce((sum, l) => sum + l.tokenPrice * l.quantity, 0);
      if (total > customer.tokenBalance) throw insufficient(customer.tokenBalance, total);

      const order = await insertOrder(
        tx,
        { userId: input.userId, editionId: edition.id, totalTokens: total, status: 'completed', isManual: true, isFree: input.free, createdBy: actorId },
        lines,
      );
      await notifyLive(tx, { kind: 'order', change: 'placed', orderId: order.id, profileId: input.userId });
      const tokenBalance =
        total > 0
          ? await postLedgerEntry(tx, { userId: input.userId, delta: -total, kind: 'manual_order', orderId: order.id, actorId })
          : customer.tokenBalance;
      await writeAudit(tx, {
        actorId,
        action: 'order.manual_create',
        entity: 'order',
        entityId: order.id,
        after: { userId: input.userId, totalTokens: total, free: input.free, items: lines },
      });
      // Created completed: for today's lounges, staff hear of it as of any order completed (docs/decisions/043).
      await queueNewOrderPushes(tx, [order.id]);
      return { order: (await findAdminOrder(tx, order.id))!, message: msg.manualOrderCreated({ free: input.free ? 'yes' : 'no' }), tokenBalance };
    });
  } catch (error) {
    // Only reachable if the balance changed between the lock and the debit, which the lock prevents.
    if (error instanceof InsufficientFundsError) throw insufficient(error.current, error.required);
    throw error;
  }
}

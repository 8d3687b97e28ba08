import { ERROR_CODES } from '#shared/api-error.ts';
import { loungeLabel } from '#shared/constants.ts';
import { groupBy } from '#shared/group-by.ts';
import { editionDays } from '#shared/edition-days.ts';
import { msg } from '#shared/messages.ts';
import { DELIVERY_UNDO_MS, type DeliveryChangeResponse } from '#shared/schemas/delivery.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { writableEdition } from '#server/modules/editions/index.ts';
import { queueOrderDeliveredMail } from '#server/modules/mail/index.ts';
import { queueDeliveredPush } from '#server/modules/push/index.ts';
import { deliveredLines, findLounge, findOrderStatus, lockDeliveryLines, setLinesDelivered, type DeliveryTarget } from './delivery.repo.ts';
import { mayUndo, type DeliveryActor } from './delivery.service.ts';

// The delivery marks of the run (docs/decisions/028-delivery-per-lounge.md): each in one transaction that locks
// the orders it touches (after holding the lounge's edition: a closed one is read-only), writes the fact on their lines for one lounge, audits it, queues the guests' mails and
// announces the change to the guests and the back office.

/** Writes the delivery fact (or takes it back) and announces it to the orders' guests and the back office. */
async function recordDelivery(tx: Tx, target: DeliveryTarget, orderIds: string[], actorId: string | null) {
  const changed = await setLinesDelivered(tx, target, orderIds, actorId);
  if (changed.length) await notifyLive(tx, { kind: 'delivery', orders: changed });
}

/** The target exists and can be delivered; answers its lounge (named in the mail). */
async function checkTarget(db: Db, target: DeliveryTarget) {
  const lounge = await findLounge(db, target.loungeId);
  if (!lounge) throw notFound(msg.adminLoungeNotFound);
  if (target.orderId) {
    const status = await findOrderStatus(db, target.orderId);
    if (!status) throw notFound(msg.adminOrderNotFound);
    if (status !== 'completed') throw conflict(msg.onlyCompletedDeliverable, ERROR_CODES.notDeliverable);
  }
  return lounge;
}

/**
 * Marks the target's lines delivered, by the actor, now. Idempotent: what is delivered stays as it was (who
 * and when of the first tap), so two runners tapping the same lounge record one delivery. Each order gets one
 * mail for this lounge, naming it, its day and what was brought.
 */
export async function markDelivered(db: Db, actor: DeliveryActor, target: DeliveryTarget): Promise<DeliveryChangeResponse> {
  const lounge = await checkTarget(db, target);
  return inTransaction(db, async (tx) => {
    const { festivalStart } = await writableEdition(tx, lounge.editionId);
    const pending = await lockDeliveryLines(tx, target, false, DELIVERY_UNDO_MS);
    if (pending.length === 0) {
      // Nothing left to mark: delivered already, or nothing completed for this lounge (or this order here).
      const done = await lockDeliveryLines(tx, target, true, DELIVERY_UNDO_MS);
      if (done.length === 0) throw conflict(target.orderId ? msg.orderNotForLounge : msg.nothingToDeliver, ERROR_CODES.notDeliverable);
      return { changed: 0, message: msg.alreadyDelivered };
    }
    const ids = pending.map((o) => o.orderId);
    await recordDelivery(tx, target, ids, actor.id);
    for (const [orderId, lines] of groupBy(await deliveredLines(tx, ids, target.loungeId), (line) => line.orderId)) {
      const guest = { id: lines[0]!.guestId, email: lines[0]!.email };
      await queueOrderDeliveredMail(tx, guest, { id: orderId, loungeId: target.loungeId, lounge, lines }, editionDays(festivalStart));
      // "Delivered at 18:42" on the guest's phones, if they said yes to push messages (docs/decisions/043-web-push.md).
      await queueDeliveredPush(tx, guest.id, { orderId, loungeId: target.loungeId, lounge: loungeLabel(lounge) });
    }
    await writeAudit(tx, { actorId: actor.id, action: 'delivery.mark', entity: 'order', after: { orderIds: ids, ...target } });
    return { changed: ids.length, message: msg.deliveryMarked };
  });
}

/**
 * Takes a delivery back: the runner who marked it within a minute (a mistaken tap), an admin at any
 * time. Audited either way, with who had delivered it.
 */
export async function undoDelivered(db: Db, actor: DeliveryActor, target: DeliveryTarget): Promise<DeliveryChangeResponse> {
  const lounge = await checkTarget(db, target);
  return inTransaction(db, async (tx) => {
    await writableEdition(tx, lounge.editionId);
    const delivered = await lockDeliveryLines(tx, target, true, DELIVERY_UNDO_MS);
    if (delivered.length === 0) return { changed: 0, message: msg.deliveryUndone };
    if (!delivered.every((o) => mayUndo(actor, o))) throw new AppError(403, ERROR_CODES.deliveryUndoExpired, msg.deliveryUndoTooLate);
    const ids = delivered.map((o) => o.orderId);
    await recordDelivery(tx, target, ids, null);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'delivery.undo',
      entity: 'order',
      before: { orders: delivered.map(({ orderId, deliveredBy }) => ({ id: orderId, deliveredBy })) },
      after: { ...target },
    });
    return { changed: ids.length, message: msg.deliveryUndone };
  });
}

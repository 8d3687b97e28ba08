import { ERROR_CODES } from '#shared/api-error.ts';
import { loungeLabel } from '#shared/constants.ts';
import { groupBy } from '#shared/group-by.ts';
import { editionDays } from '#shared/edition-days.ts';
import { msg } from '#shared/messages.ts';
import { DELIVERY_UNDO_MS, type DeliveryChangeResponse, type DeliveryTapBody } from '#shared/schemas/delivery.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { writableEdition } from '#server/modules/editions/index.ts';
import { queueOrderDeliveredMail } from '#server/modules/mail/index.ts';
import { queueDeliveredPush } from '#server/modules/push/index.ts';
import {
  claimTapKey,
  deliveredLines,
  findLounge,
  findOrderStatus,
  lockDeliveryLines,
  saveTapAnswer,
  seenOrderConflicts,
  setLinesDelivered,
  tapAnswer,
  type DeliveryTarget,
} from './delivery.repo.ts';
import { mayUndo, type DeliveryActor } from './delivery.service.ts';

// The delivery marks of the run (docs/decisions/028-delivery-per-lounge.md): each in one transaction that locks
// the orders it touches (after holding the lounge's edition: a closed one is read-only), writes the fact on their lines for one lounge, audits it, queues the guests' mails and
// announces the change to the guests and the back office.

/** Writes the delivery fact (or takes it back) and announces it to the orders' guests and the back office. */
async function recordDelivery(tx: Tx, target: DeliveryTarget, orderIds: string[], actorId: string | null) {
  const changed = await setLinesDelivered(tx, target, orderIds, actorId);
  if (changed.length) await notifyLive(tx, { kind: 'delivery', orders: changed });
}

/**
 * Runs a tap once per key (docs/decisions/042-service-worker.md): the first call with a key does the work and keeps
 * its answer in the same transaction; a call with a key already used gets that answer and changes nothing, so a tap
 * the runner's phone sends again (after a lost answer, or from its offline queue) is recorded once, even when an undo
 * came in between. A call that fails keeps nothing: the key is free for the next try.
 */
async function oncePerKey(tx: Tx, actor: DeliveryActor, key: string | undefined, work: () => Promise<DeliveryChangeResponse>) {
  if (!key) return work();
  if (!(await claimTapKey(tx, actor.id, key))) {
    // Claimed by a committed transaction, which wrote its answer with the claim.
    const answer = await tapAnswer(tx, actor.id, key);
    if (answer) return answer;
  }
  const answer = await work();
  await saveTapAnswer(tx, actor.id, key, answer);
  return answer;
}

/**
 * The target exists and can be delivered; answers its lounge (named in the mail). `reportsConflicts`: a tap that named
 * the orders it saw hears of a refunded one as a conflict, not as a refusal.
 */
async function checkTarget(db: Db, target: DeliveryTarget, reportsConflicts = false) {
  const lounge = await findLounge(db, target.loungeId);
  if (!lounge) throw notFound(msg.adminLoungeNotFound);
  if (target.orderId) {
    const status = await findOrderStatus(db, target.orderId);
    if (!status) throw notFound(msg.adminOrderNotFound);
    const refundedMeanwhile = reportsConflicts && status === 'cancelled';
    if (status !== 'completed' && !refundedMeanwhile) throw conflict(msg.onlyCompletedDeliverable, ERROR_CODES.notDeliverable);
  }
  return lounge;
}

/**
 * Marks the target's lines delivered, by the actor, now. Idempotent: what is delivered stays as it was (who
 * and when of the first tap), so two runners tapping the same lounge record one delivery. Each order gets one
 * mail for this lounge, naming it, its day and what was brought.
 */
export async function markDelivered(db: Db, actor: DeliveryActor, target: DeliveryTarget, tap: DeliveryTapBody = {}): Promise<DeliveryChangeResponse> {
  const lounge = await checkTarget(db, target, tap.seen !== undefined);
  return inTransaction(db, (tx) => oncePerKey(tx, actor, tap.key, async () => {
    const { festivalStart } = await writableEdition(tx, lounge.editionId);
    // Orders the runner saw waiting that were refunded or delivered by another meanwhile (a tap kept offline).
    const conflicts = await seenOrderConflicts(tx, target.loungeId, tap.seen ?? [], actor.id);
    const reported = conflicts.length > 0 ? { conflicts } : {};
    const pending = await lockDeliveryLines(tx, target, false, DELIVERY_UNDO_MS);
    if (pending.length === 0) {
      // Nothing left to mark: delivered already, or nothing completed for this lounge (or this order here).
      const done = await lockDeliveryLines(tx, target, true, DELIVERY_UNDO_MS);
      if (done.length === 0 && conflicts.length === 0) throw conflict(target.orderId ? msg.orderNotForLounge : msg.nothingToDeliver, ERROR_CODES.notDeliverable);
      return { changed: 0, message: done.length > 0 ? msg.alreadyDelivered : msg.nothingToDeliver, ...reported };
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
    return { changed: ids.length, message: msg.deliveryMarked, ...reported };
  }));
}

/**
 * Takes a delivery back: the runner who marked it within a minute (a mistaken tap), an admin at any
 * time. Audited either way, with who had delivered it.
 */
export async function undoDelivered(db: Db, actor: DeliveryActor, target: DeliveryTarget, key?: string): Promise<DeliveryChangeResponse> {
  const lounge = await checkTarget(db, target);
  return inTransaction(db, (tx) => oncePerKey(tx, actor, key, async () => {
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
  }));
}

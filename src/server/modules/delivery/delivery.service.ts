import { ERROR_CODES } from '#shared/api-error.ts';
import type { LoungeDay, Role } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { DELIVERY_UNDO_MS, type DeliveryChangeResponse, type DeliveryLounge, type DeliveryResponse } from '#shared/schemas/delivery.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/audit-log.repo.ts';
import { loadPackingList } from '#server/modules/packing/packing.service.ts';
import { queueOrderDeliveredMail } from '#server/modules/mail/guest-mails.service.ts';
import {
  deliveredMailFacts,
  deliveryStates,
  findOrderStatus,
  lockDeliveryOrders,
  loungeExists,
  setDelivered,
  type DeliveryTarget,
} from './delivery.repo.ts';

export type DeliveryActor = { id: string; role: Role };

/** Quantities summed by name, in the order they first appear (the packing list's order). */
function sumByName(rows: { name: string; quantity: number }[]) {
  const sums = new Map<string, number>();
  for (const { name, quantity } of rows) sums.set(name, (sums.get(name) ?? 0) + quantity);
  return [...sums].map(([name, quantity]) => ({ name, quantity }));
}

const mayUndo = (actor: DeliveryActor, order: { deliveredBy: string | null; recent: boolean }) =>
  actor.role === 'admin' || (order.deliveredBy === actor.id && order.recent);

/**
 * The delivery run of one festival day: the packing list's lounges (completed orders, label order), each
 * with what to bring summed, who is assigned, and which of its orders are delivered.
 */
export async function loadDeliveryRun(db: Db, day: LoungeDay, actor: DeliveryActor): Promise<DeliveryResponse> {
  const packing = await loadPackingList(db, day);
  const orderIds = [...new Set(packing.byLounge.flatMap((l) => l.lines.map((line) => line.orderId)))];
  const states = new Map((await deliveryStates(db, orderIds, DELIVERY_UNDO_MS)).map((s) => [s.id, s]));
  const lounges: DeliveryLounge[] = packing.byLounge.map((lounge) => {
    const orders = [...new Set(lounge.lines.map((line) => line.orderId))].map((orderId) => {
      const state = states.get(orderId);
      return {
        orderId,
        deliveredAt: state?.deliveredAt?.toISOString() ?? null,
        deliveredByEmail: state?.deliveredByEmail ?? null,
        undoable: state?.deliveredAt ? mayUndo(actor, state) : false,
      };
    });
    return {
      loungeId: lounge.loungeId,
      label: lounge.label,
      assignees: lounge.assignees,
      products: sumByName(lounge.lines.map((line) => ({ name: line.productName, quantity: line.quantity }))),
      mixDrinks: sumByName(lounge.lines.flatMap((line) => line.mixDrinks)),
      orders,
      delivered: orders.every((o) => o.deliveredAt !== null),
    };
  });
  return { day, lounges, progress: { delivered: lounges.filter((l) => l.delivered).length, total: lounges.length } };
}

async function checkTarget(db: Db, target: DeliveryTarget) {
  if ('loungeId' in target) {
    if (!(await loungeExists(db, target.loungeId))) throw notFound(msg.adminLoungeNotFound);
    return;
  }
  const status = await findOrderStatus(db, target.orderId);
  if (!status) throw notFound(msg.adminOrderNotFound);
  if (status !== 'completed') throw conflict(msg.onlyCompletedDeliverable, ERROR_CODES.notDeliverable);
}

/**
 * Marks the target's completed orders delivered, by the actor, now. Idempotent: what is delivered stays
 * as it was (who and when of the first tap), so two runners tapping the same lounge record one delivery.
 */
export async function markDelivered(db: Db, actor: DeliveryActor, target: DeliveryTarget): Promise<DeliveryChangeResponse> {
  await checkTarget(db, target);
  return inTransaction(db, async (tx) => {
    const pending = await lockDeliveryOrders(tx, target, false, DELIVERY_UNDO_MS);
    if (pending.length === 0) {
      // Nothing left to mark: delivered already, or (for a lounge) no completed orders at all.
      const done = await lockDeliveryOrders(tx, target, true, DELIVERY_UNDO_MS);
      if (done.length === 0) throw conflict(msg.nothingToDeliver, ERROR_CODES.notDeliverable);
      return { changed: 0, message: msg.alreadyDelivered };
    }
    const ids = pending.map((o) => o.id);
    await setDelivered(tx, ids, actor.id);
    // One mail per order ever: its dedupe key names the order, so an undo and a second tap queue nothing new.
    for (const fact of await deliveredMailFacts(tx, ids, 'loungeId' in target ? target.loungeId : undefined)) {
      await queueOrderDeliveredMail(tx, { id: fact.guestId, email: fact.email }, { id: fact.orderId, lounge: fact.lounge });
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
  await checkTarget(db, target);
  return inTransaction(db, async (tx) => {
    const delivered = await lockDeliveryOrders(tx, target, true, DELIVERY_UNDO_MS);
    if (delivered.length === 0) return { changed: 0, message: msg.deliveryUndone };
    if (!delivered.every((o) => mayUndo(actor, o))) throw new AppError(403, ERROR_CODES.deliveryUndoExpired, msg.deliveryUndoTooLate);
    const ids = delivered.map((o) => o.id);
    await setDelivered(tx, ids, null);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'delivery.undo',
      entity: 'order',
      before: { orders: delivered.map(({ id, deliveredBy }) => ({ id, deliveredBy })) },
      after: { ...target },
    });
    return { changed: ids.length, message: msg.deliveryUndone };
  });
}

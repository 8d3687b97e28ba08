import { ERROR_CODES } from '#shared/api-error.ts';
import { FESTIVAL_TIME_ZONE, LOUNGE_DAYS, type LoungeDay, type Role } from '#shared/constants.ts';
import { groupBy } from '#shared/group-by.ts';
import { orderDelivery } from '#shared/order-delivery.ts';
import { msg } from '#shared/messages.ts';
import { DELIVERY_UNDO_MS, type DeliveryChangeResponse, type DeliveryLounge, type DeliveryResponse } from '#shared/schemas/delivery.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/audit-log.repo.ts';
import { loadPackingList } from '#server/modules/packing/packing.service.ts';
import { queueOrderDeliveredMail } from '#server/modules/mail/guest-mails.service.ts';
import {
  daysWithOpenDeliveries,
  deliveredLines,
  deliveryLinesOfDay,
  findLounge,
  findOrderStatus,
  lockDeliveryLines,
  setLinesDelivered,
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

/** The festival day's weekday where the festival is, or null on other days. */
function festivalToday(now: Date): LoungeDay | null {
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: FESTIVAL_TIME_ZONE }).format(now);
  return LOUNGE_DAYS.find((day) => day === weekday) ?? null;
}

/**
 * The day the run opens on when none is asked for: today, on a festival day; otherwise the first day with
 * deliveries still open; otherwise the first day.
 */
export async function defaultDeliveryDay(db: Db, now = new Date()): Promise<LoungeDay> {
  const today = festivalToday(now);
  if (today) return today;
  const open = await daysWithOpenDeliveries(db);
  return LOUNGE_DAYS.find((day) => open.includes(day)) ?? LOUNGE_DAYS[0];
}

type RunLine = Awaited<ReturnType<typeof deliveryLinesOfDay>>[number];
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One order's lines for one lounge, as one delivery: delivered when all of them are (they are marked together). */
function loungeFact(lines: RunLine[], actor: DeliveryActor) {
  const delivered = lines.every((line) => line.deliveredAt !== null);
  const latest = lines.reduce<RunLine | undefined>((a, b) => (!a || (b.deliveredAt ?? 0) > (a.deliveredAt ?? 0) ? b : a), undefined);
  return {
    deliveredAt: delivered ? iso(latest!.deliveredAt) : null,
    deliveredByEmail: delivered ? latest!.deliveredByEmail : null,
    undoable: delivered && lines.every((line) => mayUndo(actor, line)),
  };
}

/**
 * The delivery run of one festival day: the packing list's lounges (completed orders, label order), each
 * with what to bring summed, who is assigned, and for each of its orders whether this lounge's lines are
 * delivered and how far the order as a whole is (its other lounges are other trips).
 */
export async function loadDeliveryRun(db: Db, day: LoungeDay, actor: DeliveryActor): Promise<DeliveryResponse> {
  const [packing, lines] = await Promise.all([loadPackingList(db, day), deliveryLinesOfDay(db, day, DELIVERY_UNDO_MS)]);
  const linesByOrder = groupBy(lines, (line) => line.orderId);
  const orderState = new Map(
    [...linesByOrder].map(([orderId, own]) => [orderId, orderDelivery(own.map((l) => ({ lounge: l.lounge, deliveredAt: iso(l.deliveredAt) })))]),
  );
  const lounges: DeliveryLounge[] = packing.byLounge.map((lounge) => {
    const orders = [...new Set(lounge.lines.map((line) => line.orderId))].map((orderId) => ({
      orderId,
      ...loungeFact(linesByOrder.get(orderId)!.filter((line) => line.loungeId === lounge.loungeId), actor),
      order: orderState.get(orderId)!,
    }));
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
    const pending = await lockDeliveryLines(tx, target, false, DELIVERY_UNDO_MS);
    if (pending.length === 0) {
      // Nothing left to mark: delivered already, or nothing completed for this lounge (or this order here).
      const done = await lockDeliveryLines(tx, target, true, DELIVERY_UNDO_MS);
      if (done.length === 0) throw conflict(target.orderId ? msg.orderNotForLounge : msg.nothingToDeliver, ERROR_CODES.notDeliverable);
      return { changed: 0, message: msg.alreadyDelivered };
    }
    const ids = pending.map((o) => o.orderId);
    await setLinesDelivered(tx, target, ids, actor.id);
    for (const [orderId, lines] of groupBy(await deliveredLines(tx, ids, target.loungeId), (line) => line.orderId)) {
      const guest = { id: lines[0]!.guestId, email: lines[0]!.email };
      await queueOrderDeliveredMail(tx, guest, { id: orderId, loungeId: target.loungeId, lounge, lines });
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
    const delivered = await lockDeliveryLines(tx, target, true, DELIVERY_UNDO_MS);
    if (delivered.length === 0) return { changed: 0, message: msg.deliveryUndone };
    if (!delivered.every((o) => mayUndo(actor, o))) throw new AppError(403, ERROR_CODES.deliveryUndoExpired, msg.deliveryUndoTooLate);
    const ids = delivered.map((o) => o.orderId);
    await setLinesDelivered(tx, target, ids, null);
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

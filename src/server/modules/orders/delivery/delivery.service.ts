import { LOUNGE_DAYS, type Language, type LoungeDay, type Role } from '#shared/constants.ts';
import { editionDays } from '#shared/edition-days.ts';
import { festivalIso } from '#shared/festival-time.ts';
import { groupBy } from '#shared/group-by.ts';
import { orderDelivery } from '#shared/order-delivery.ts';
import { DELIVERY_UNDO_MS, type DeliveryLounge, type DeliveryResponse } from '#shared/schemas/delivery.ts';
import type { Db } from '#server/db/client.ts';
import type { EditionRow } from '#server/modules/editions/index.ts';
import { loadPackingList } from '#server/modules/packing/index.ts';
import { daysWithOpenDeliveries, deliveryLinesOfDay, departuresOfDay } from './delivery.repo.ts';

export type DeliveryActor = { id: string; role: Role };

/** Quantities summed by name, in the order they first appear (the packing list's order). */
function sumByName(rows: { name: string; quantity: number }[]) {
  const sums = new Map<string, number>();
  for (const { name, quantity } of rows) sums.set(name, (sums.get(name) ?? 0) + quantity);
  return [...sums].map(([name, quantity]) => ({ name, quantity }));
}

/** Who may take a delivery back: an admin any time, the runner who marked it within the minute to undo. */
export const mayUndo = (actor: DeliveryActor, order: { deliveredBy: string | null; recent: boolean }) =>
  actor.role === 'admin' || (order.deliveredBy === actor.id && order.recent);

/** The edition's festival day that is today where the festival is, or null on other days. */
function festivalToday(edition: EditionRow, now: Date): LoungeDay | null {
  const today = festivalIso(now).slice(0, 10);
  const dates = editionDays(edition.festivalStart);
  return LOUNGE_DAYS.find((day) => dates[day] === today) ?? null;
}

/**
 * The day an edition's run opens on when none is asked for: today, on one of its festival days; otherwise the
 * first day with deliveries still open; otherwise the first day.
 */
export async function defaultDeliveryDay(db: Db, edition: EditionRow, now = new Date()): Promise<LoungeDay> {
  const today = festivalToday(edition, now);
  if (today) return today;
  const open = await daysWithOpenDeliveries(db, edition.id);
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
 * The delivery run of one festival day of an edition, named in `language`: the packing list's lounges (completed orders, label order), each
 * with what to bring summed, who is assigned, and for each of its orders whether this lounge's lines are
 * delivered and how far the order as a whole is (its other lounges are other trips).
 */
export async function loadDeliveryRun(db: Db, editionId: string, day: LoungeDay, actor: DeliveryActor, language: Language = 'en'): Promise<DeliveryResponse> {
  const [packing, lines, departures] = await Promise.all([
    loadPackingList(db, editionId, day, undefined, language),
    deliveryLinesOfDay(db, editionId, day, DELIVERY_UNDO_MS),
    departuresOfDay(db, editionId, day),
  ]);
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
      onTheWayAt: iso(departures.get(lounge.loungeId) ?? null),
    };
  });
  return { day, lounges, progress: { delivered: lounges.filter((l) => l.delivered).length, total: lounges.length } };
}

import { ERROR_CODES } from '#shared/api-error.ts';
import { loungeLabel } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import type { OnTheWayResponse } from '#shared/schemas/delivery.ts';
import type { Db } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { writableEdition } from '#server/modules/editions/index.ts';
import { queueOnTheWayPushes } from '#server/modules/push/index.ts';
import { departureOf, findLounge, ordersWaitingAt, recordDeparture } from './delivery.repo.ts';
import type { DeliveryActor } from './delivery.service.ts';

/**
 * "On my way" for a lounge (docs/decisions/049-on-its-way.md): records when the runner set off, once per lounge and
 * day, and in the same transaction queues "Your order is on its way" for every guest with a completed order still
 * waiting there, audits it and tells the other runners' runs. A second tap, by anyone, records and tells nothing new.
 */
export async function markOnTheWay(db: Db, actor: DeliveryActor, loungeId: string): Promise<OnTheWayResponse> {
  const lounge = await findLounge(db, loungeId);
  if (!lounge) throw notFound(msg.adminLoungeNotFound);
  // A lounge without a day is on no run: nothing is brought to it.
  const { day } = lounge;
  if (!day) throw conflict(msg.nothingToDeliver, ERROR_CODES.notDeliverable);
  return inTransaction(db, async (tx) => {
    await writableEdition(tx, lounge.editionId);
    const waiting = await ordersWaitingAt(tx, loungeId);
    const departedAt = await recordDeparture(tx, loungeId, day, actor.id);
    if (!departedAt) {
      const earlier = (await departureOf(tx, loungeId, day))!;
      return { onTheWayAt: earlier.toISOString(), first: false, message: msg.alreadyOnTheWay };
    }
    // Checked after the claim: a lounge delivered meanwhile by a first tap's runner answers "already", not a refusal.
    if (waiting.length === 0) throw conflict(msg.nothingToDeliver, ERROR_CODES.notDeliverable);
    const guestIds = [...new Set(waiting.map((o) => o.profileId))];
    await queueOnTheWayPushes(tx, guestIds, { loungeId, day, lounge: loungeLabel(lounge) });
    await writeAudit(tx, { actorId: actor.id, action: 'delivery.on_way', entity: 'lounge', entityId: loungeId, after: { day, orderIds: waiting.map((o) => o.orderId) } });
    await notifyLive(tx, { kind: 'delivery', orders: waiting });
    return { onTheWayAt: departedAt.toISOString(), first: true, message: msg.onTheWayMarked };
  });
}

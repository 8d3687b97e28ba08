import { z } from 'zod';
import { LOUNGE_DAYS, loungeLabel, type LoungeDay } from './constants.ts';

/**
 * How far an order has been brought to its lounges (docs/decisions/028): a delivery is recorded on the lines
 * of one lounge, so an order is `delivered` when every line that can be delivered is, `partial` before that,
 * `none` until a first lounge is. A line can be delivered when it names a lounge that exists; a line without
 * one is part of no delivery run.
 */
export const DELIVERY_STATES = ['none', 'partial', 'delivered'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const orderDeliverySchema = z.object({
  state: z.enum(DELIVERY_STATES),
  /** When the latest of its lounges was delivered; null while none is. */
  lastDeliveredAt: z.string().nullable(),
  /** The lounges delivered so far, in label order: what "Partly delivered (Terrace 2, Friday)" names. */
  deliveredLounges: z.array(z.object({ label: z.string(), day: z.enum(LOUNGE_DAYS).nullable() })),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** The state from how many deliverable lines are delivered and how many are still open. */
export const deliveryStateOf = (delivered: number, open: number): DeliveryState =>
  delivered === 0 ? 'none' : open === 0 ? 'delivered' : 'partial';

type Line = {
  deliveredAt: string | null;
  lounge: { category: string; tableNumber: string; day: LoungeDay | null } | null;
};

/** The order's delivery as its lines tell it. */
export function orderDelivery(lines: Line[]): OrderDelivery {
  const counted = lines.filter((line) => line.deliveredAt !== null || line.lounge !== null);
  const delivered = counted.filter((line) => line.deliveredAt !== null);
  const labels = new Map<string, LoungeDay | null>();
  for (const { lounge } of delivered) if (lounge) labels.set(loungeLabel(lounge), lounge.day);
  return {
    state: deliveryStateOf(delivered.length, counted.length - delivered.length),
    lastDeliveredAt: delivered.map((line) => line.deliveredAt!).sort().at(-1) ?? null,
    deliveredLounges: [...labels]
      .map(([label, day]) => ({ label, day }))
      .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true })),
  };
}

import type { Order } from '#shared/schemas/orders.ts';

export type EditionOrders = { edition: Order['edition']; orders: Order[] };

/**
 * A guest's history by festival edition (docs/decisions/031), each with its orders as they came: the edition of the
 * newest order first, so this year's festival heads the page and last year's follows.
 */
export function ordersByEdition(orders: Order[]): EditionOrders[] {
  const groups = new Map<string, EditionOrders>();
  for (const order of orders) {
    const group = groups.get(order.edition.id) ?? { edition: order.edition, orders: [] };
    group.orders.push(order);
    groups.set(order.edition.id, group);
  }
  const newest = (group: EditionOrders) => Math.max(...group.orders.map((o) => Date.parse(o.createdAt)));
  return [...groups.values()].sort((a, b) => newest(b) - newest(a));
}

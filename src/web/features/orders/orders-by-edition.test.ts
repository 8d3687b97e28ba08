import { describe, expect, it } from 'vitest';
import { editionDays } from '#shared/edition-days.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { ordersByEdition } from './orders-by-edition.ts';

const EDITION_2025 = { id: '3f1b2c4d-0000-4000-8000-000000002025', name: 'Festival 2025', days: editionDays('2025-09-18'), preorderDeadline: '2025-09-17T18:00:00.000Z', changeCutoff: null, contactEmail: 'bar@example.ch' };
const EDITION_2026 = { id: '3f1b2c4d-0000-4000-8000-000000002026', name: 'Festival 2026', days: editionDays('2026-09-17'), preorderDeadline: '2026-09-16T18:00:00.000Z', changeCutoff: null, contactEmail: 'bar@example.ch' };

const order = (id: string, edition: Order['edition'], createdAt: string): Order => ({
  id,
  status: 'completed',
  totalTokens: 10,
  refundedTokens: 0,
  createdAt,
  edition,
  delivery: { state: 'none', lastDeliveredAt: null, deliveredLounges: [] },
  items: [],
});

describe("a guest's orders by edition", () => {
  it('puts the edition of the newest order first, whatever order the orders come in', () => {
    const orders = [
      order('a', EDITION_2025, '2025-09-18T10:00:00Z'),
      order('b', EDITION_2026, '2026-09-01T10:00:00Z'),
      order('c', EDITION_2025, '2025-09-10T10:00:00Z'),
      order('d', EDITION_2026, '2026-09-17T10:00:00Z'),
    ];
    const groups = ordersByEdition(orders);
    expect(groups.map((g) => [g.edition.name, g.orders.map((o) => o.id)])).toEqual([
      ['Festival 2026', ['b', 'd']],
      ['Festival 2025', ['a', 'c']],
    ]);
  });

  it('has no group without orders', () => {
    expect(ordersByEdition([])).toEqual([]);
  });
});

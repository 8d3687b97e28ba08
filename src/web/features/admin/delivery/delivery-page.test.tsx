import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { shortId } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { deliveryChangeResponse, deliveryResponse, onTheWayResponse, type DeliveryLounge, type DeliveryOrder } from '#shared/schemas/delivery.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aProfile, newId } from '#web/testing/fixtures.ts';
import { lendWebLocks, memoryTapStore } from '#web/testing/memory-tap-store.ts';
import { renderApp } from '#web/testing/render.tsx';
import { DeliveryPage } from './delivery-page.tsx';

// Taps are kept on the phone before they are sent (docs/decisions/042-service-worker.md): here in memory.
vi.mock('./api/tap-store.ts', async (real) => memoryTapStore(await real()));
beforeEach(lendWebLocks);

const undelivered = (overrides: Partial<DeliveryOrder> = {}): DeliveryOrder => ({
  orderId: newId(),
  deliveredAt: null,
  deliveredByEmail: null,
  undoable: false,
  order: { state: 'none', lastDeliveredAt: null, deliveredLounges: [] },
  ...overrides,
});
const aLounge = (label: string, orders: DeliveryOrder[], overrides: Partial<DeliveryLounge> = {}): DeliveryLounge => ({
  loungeId: newId(),
  label,
  assignees: [`${label.toLowerCase().replace(' ', '')}@example.com`],
  products: [{ name: 'Lager 6-pack', quantity: 2 }],
  mixDrinks: [{ name: 'Tonic Water', quantity: 1 }],
  orders,
  delivered: orders.every((o) => o.deliveredAt !== null),
  onTheWayAt: null,
  ...overrides,
});

/** The run as the server keeps it: a tap on a lounge (or one of its orders) delivers or takes back its lines. */
function showRun(lounges: DeliveryLounge[]) {
  answer('GET', '/admin/delivery', deliveryResponse, () => ({
    day: 'Thursday' as const,
    lounges,
    progress: { delivered: lounges.filter((l) => l.delivered).length, total: lounges.length },
  }));
  answer('POST', /^\/admin\/delivery\/lounges\//, deliveryChangeResponse, (request) => {
    const [, loungeId, , orderId] = /^\/admin\/delivery\/lounges\/([^/]+)(\/orders\/([^/]+))?\/(deliver|undo)$/.exec(request.path)!;
    const lounge = lounges.find((l) => l.loungeId === loungeId)!;
    const deliver = request.path.endsWith('/deliver');
    for (const order of lounge.orders.filter((o) => !orderId || o.orderId === orderId)) {
      Object.assign(order, deliver ? { deliveredAt: new Date().toISOString(), undoable: true } : { deliveredAt: null, undoable: false });
    }
    lounge.delivered = lounge.orders.every((o) => o.deliveredAt !== null);
    return { changed: 1, message: 'ok' };
  });
  return renderApp(<DeliveryPage />, { as: aProfile({ role: 'staff' }), path: '/staff/delivery?day=Thursday', route: '/staff/delivery' });
}

describe('Delivery run', () => {
  it('marks a lounge delivered from its large button by keyboard, and can take it back', async () => {
    const vip1 = aLounge('VIP 1', [undelivered()]);
    const { user } = showRun([vip1, aLounge('VIP 2', [undelivered()])]);
    expect(await screen.findByText(msg.deliveryProgress({ n: 0, m: 2 }))).toBeVisible();
    const card = within(screen.getByRole('article', { name: 'VIP 1' }));
    expect(card.getByText('vip1@example.com')).toBeVisible();
    expect(within(card.getByRole('list', { name: 'To bring to VIP 1' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lager 6-pack2 x',
      'Tonic Water1 x',
    ]);
    expect(card.getByText(msg.notDeliveredYet)).toBeVisible();

    card.getByRole('button', { name: 'Mark delivered VIP 1' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(msg.deliveryProgress({ n: 1, m: 2 }))).toBeVisible();
    expect(card.getByText(/^Delivered at \d\d:\d\d$/)).toBeVisible();
    expect(sentTo('POST', `/admin/delivery/lounges/${vip1.loungeId}/deliver`)).toHaveLength(1);

    await user.click(card.getByRole('button', { name: 'Undo VIP 1' }));
    expect(await screen.findByText(msg.deliveryProgress({ n: 0, m: 2 }))).toBeVisible();
    expect(sentTo('POST', `/admin/delivery/lounges/${vip1.loungeId}/undo`)).toHaveLength(1);
  });

  it('offers no Undo for a delivery that is no longer the runner to take back', async () => {
    const done = undelivered({ deliveredAt: '2026-07-02T18:00:00.000Z', deliveredByEmail: 'runner@example.com' });
    showRun([aLounge('VIP 1', [done])]);
    const card = within(await screen.findByRole('article', { name: 'VIP 1' }));
    expect(card.getByText(/^Delivered at \d\d:\d\d$/)).toBeVisible();
    expect(card.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(card.queryByRole('button', { name: /^Mark delivered/ })).toBeNull();
  });

  it('gives each order of a lounge with several its own button, and says when an order is only partly delivered', async () => {
    const [first, second] = [undelivered(), undelivered({ order: { state: 'partial', lastDeliveredAt: '2026-07-02T18:00:00.000Z', deliveredLounges: [{ label: 'VIP 4', day: 'Friday' }] } })];
    const vip2 = aLounge('VIP 2', [first!, second!]);
    const { user } = showRun([vip2]);
    const card = within(await screen.findByRole('article', { name: 'VIP 2' }));
    const orders = within(card.getByRole('list', { name: 'Orders of VIP 2' }));
    expect(orders.getByText(msg.partlyDelivered({ lounges: 'VIP 4, Friday' }))).toBeVisible();
    await user.click(orders.getByRole('button', { name: `Mark delivered order #${shortId(second!.orderId)}` }));
    await expect.poll(() => sentTo('POST', `/admin/delivery/lounges/${vip2.loungeId}/orders/${second!.orderId}/deliver`)).toHaveLength(1);
    // The lounge as a whole waits for its other order.
    expect(card.getByRole('button', { name: 'Mark delivered VIP 2' })).toBeVisible();
  });

  it('shows only the lounges still to deliver when asked, and says when every lounge is', async () => {
    const { user } = showRun([aLounge('VIP 1', [undelivered({ deliveredAt: '2026-07-02T18:00:00.000Z' })]), aLounge('VIP 2', [undelivered()])]);
    const filter = await screen.findByRole('button', { name: msg.notDeliveredYet });
    await user.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article', { name: 'VIP 1' })).toBeNull();
    await user.click(within(screen.getByRole('article', { name: 'VIP 2' })).getByRole('button', { name: 'Mark delivered VIP 2' }));
    expect(await screen.findByText(msg.allDelivered)).toBeVisible();
  });

  describe('On my way (docs/decisions/049-on-its-way.md)', () => {
    /** The server records the first tap per lounge and answers later ones with its time. */
    function answerOnTheWay(lounges: DeliveryLounge[]) {
      answer('POST', /\/on-my-way$/, onTheWayResponse, (request) => {
        const lounge = lounges.find((l) => request.path.includes(l.loungeId))!;
        const first = lounge.onTheWayAt === null;
        lounge.onTheWayAt ??= '2026-07-02T16:30:00.000Z';
        return { onTheWayAt: lounge.onTheWayAt, first, message: first ? msg.onTheWayMarked : msg.alreadyOnTheWay };
      });
    }

    it('tells the lounge\'s guests from a button per lounge not yet delivered, by keyboard, then says since when', async () => {
      const [vip1, vip2] = [aLounge('VIP 1', [undelivered()]), aLounge('VIP 2', [undelivered()])];
      const done = aLounge('VIP 3', [undelivered({ deliveredAt: '2026-07-02T18:00:00.000Z' })]);
      const { user } = showRun([vip1, vip2, done]);
      answerOnTheWay([vip1, vip2]);
      const card = within(await screen.findByRole('article', { name: 'VIP 1' }));
      expect(within(screen.getByRole('article', { name: 'VIP 3' })).queryByRole('button', { name: /^On my way/ })).toBeNull();

      card.getByRole('button', { name: 'On my way VIP 1' }).focus();
      await user.keyboard('{Enter}');
      await screen.findByText(msg.onTheWayMarked);
      expect(await card.findByText(/^On the way since \d\d:\d\d$/)).toBeVisible();
      expect(card.queryByRole('button', { name: /^On my way/ })).toBeNull();
      expect(sentTo('POST', `/admin/delivery/lounges/${vip1.loungeId}/on-my-way`)).toHaveLength(1);
      // Another lounge still has its own; delivering is still the large button.
      expect(within(screen.getByRole('article', { name: 'VIP 2' })).getByRole('button', { name: 'On my way VIP 2' })).toBeVisible();
      expect(card.getByRole('button', { name: 'Mark delivered VIP 1' })).toBeVisible();
    });

    it('says the server\'s refusal in a toast and keeps the button', async () => {
      const vip1 = aLounge('VIP 1', [undelivered()]);
      const { user } = showRun([vip1]);
      refuse('POST', /\/on-my-way$/, 409, { code: 'NOT_DELIVERABLE', message: msg.nothingToDeliver, messageKey: 'nothingToDeliver' });
      const card = within(await screen.findByRole('article', { name: 'VIP 1' }));
      await user.click(card.getByRole('button', { name: 'On my way VIP 1' }));
      await screen.findByText(msg.nothingToDeliver);
      expect(card.getByRole('button', { name: 'On my way VIP 1' })).toBeEnabled();
    });
  });
});

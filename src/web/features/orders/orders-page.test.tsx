import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { editionDays } from '#shared/edition-days.ts';
import { msg } from '#shared/messages.ts';
import { cancelMyOrderResponse, myOrdersResponse, type Order } from '#shared/schemas/orders.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import { productsResponse } from '#shared/schemas/shop.ts';
import { aMyLounge, aProfile, anOrder, anOrderItem, newId, publicSettings } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { setAnswersKeptSince } from '#web/lib/offline-status.ts';
import { OrdersPage } from './orders-page.tsx';

function showOrders(orders: Order[]) {
  answer('GET', '/me/orders', myOrdersResponse, { orders });
  return renderApp(<OrdersPage />, { as: aProfile(), path: '/orders' });
}

afterEach(() => {
  vi.restoreAllMocks();
  setAnswersKeptSince(null);
});

const card = async (order: Order) => within(await screen.findByRole('article', { name: `Order #${order.id.slice(0, 8)}` }));

describe("the guest's orders", () => {
  it('shows each line with its lounge and mix drinks, and the total', async () => {
    const terrace = aMyLounge({ category: 'Terrace', tableNumber: '2', day: 'Friday' });
    const order = anOrder({
      items: [
        anOrderItem({ productName: 'Grey Goose Vodka 70cl', tokenPrice: 120, quantity: 2, lounge: terrace, mixDrinks: ['Ginger Ale', 'Sprite'].map((name) => ({ id: newId(), name, quantity: 2 })) }),
      ],
    });
    showOrders([order]);
    const shown = await card(order);
    expect(shown.getByText('Pending')).toBeVisible();
    expect(shown.getByText('Mix drinks: Ginger Ale, Sprite')).toBeVisible();
    expect(shown.getByText('Terrace 2 · Friday 3 July')).toBeVisible();
    expect(shown.getByText('Total').nextSibling).toHaveTextContent('240 tokens');
  });

  it("names each line's day with the date of its order's own edition, last year's too", async () => {
    const lounge = aMyLounge({ category: 'VIP', tableNumber: '4', day: 'Saturday' });
    const lastYear = anOrder({
      createdAt: '2025-06-20T10:00:00.000Z',
      edition: { id: newId(), name: 'Festival 2025', days: editionDays('2025-07-03'), preorderDeadline: '2025-07-01T18:00:00.000Z', changeCutoff: null, contactEmail: 'bar@example.ch' },
      items: [anOrderItem({ lounge })],
    });
    showOrders([anOrder({ items: [anOrderItem({ lounge })] }), lastYear]);
    expect(await screen.findByRole('heading', { name: 'Festival 2025' })).toBeVisible();
    expect((await card(lastYear)).getByText('VIP 4 · Saturday 5 July')).toBeVisible();
    expect(screen.getAllByText('VIP 4 · Saturday 4 July')).toHaveLength(1);
  });

  it('says whether a cancelled order was refunded, and when or how far an order was delivered', async () => {
    const refunded = anOrder({ status: 'cancelled', totalTokens: 40, refundedTokens: 40 });
    const kept = anOrder({ status: 'cancelled' });
    const delivered = anOrder({ status: 'completed', delivery: { state: 'delivered', lastDeliveredAt: '2026-07-02T18:05:00.000Z', deliveredLounges: [{ label: 'VIP 1', day: 'Thursday' }] } });
    const partly = anOrder({ status: 'completed', delivery: { state: 'partial', lastDeliveredAt: '2026-07-02T18:05:00.000Z', deliveredLounges: [{ label: 'VIP 2', day: 'Thursday' }] } });
    showOrders([refunded, kept, delivered, partly]);
    expect((await card(refunded)).getByText(msg.cancelledRefunded({ tokens: 40 }))).toBeVisible();
    expect((await card(kept)).getByText(msg.cancelledNotRefunded)).toBeVisible();
    expect((await card(delivered)).getByText(/^Delivered on \w+day at \d\d:\d\d$/)).toBeVisible();
    expect((await card(partly)).getByText(msg.partlyDelivered({ lounges: 'VIP 2, Thursday' }))).toBeVisible();
  });

  it('cancels a pending order before its deadline after asking, then reads the list again', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const order = anOrder({ totalTokens: 80, edition: { ...anOrder().edition, preorderDeadline: soon } });
    const { user } = showOrders([order]);
    await user.click(await (await card(order)).findByRole('button', { name: 'Cancel order' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Cancel order' }));
    expect(ask.getByText('Cancel this order? Its 80 tokens go back to your balance.')).toBeVisible();
    await user.click(ask.getByRole('button', { name: 'Keep order' }));
    expect(sentTo('POST', `/me/orders/${order.id}/cancel`)).toEqual([]);

    const cancelled = { ...order, status: 'cancelled' as const, refundedTokens: 80 };
    answer('POST', `/me/orders/${order.id}/cancel`, cancelMyOrderResponse, { order: cancelled, message: msg.orderRefunded({ tokens: 80 }), tokenBalance: 80 });
    answer('GET', '/me/orders', myOrdersResponse, { orders: [cancelled] });
    await user.click(await (await card(order)).findByRole('button', { name: 'Cancel order' }));
    await user.keyboard('{Tab}{Enter}');
    await screen.findByText(msg.orderRefunded({ tokens: 80 }));
    expect(sentTo('POST', `/me/orders/${order.id}/cancel`)).toHaveLength(1);
    expect(await (await card(order)).findByText(msg.cancelledRefunded({ tokens: 80 }))).toBeVisible();
    expect((await card(order)).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('offers no cancel or change after the cutoff, nor for a completed order, and names the address to write to', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const past = new Date(Date.now() - 1000).toISOString();
    const late = anOrder({ edition: { ...anOrder().edition, preorderDeadline: past } });
    // The edition's own cutoff passed before its deadline (docs/decisions/044).
    const cutOff = anOrder({ edition: { ...anOrder().edition, preorderDeadline: soon, changeCutoff: past } });
    const completed = anOrder({ status: 'completed', edition: { ...anOrder().edition, preorderDeadline: soon } });
    showOrders([late, cutOff, completed]);
    for (const order of [late, cutOff]) {
      expect(await (await card(order)).findByText('The time for changes has passed. To change or cancel this order, write to orders@festival.example.')).toBeVisible();
    }
    expect(await (await card(completed)).findByText('This order is being prepared and can no longer be changed. Questions? Write to orders@festival.example.')).toBeVisible();
    for (const order of [late, cutOff, completed]) {
      expect((await card(order)).queryByRole('button', { name: 'Cancel order' })).toBeNull();
      expect((await card(order)).queryByRole('button', { name: 'Change order' })).toBeNull();
    }
  });

  it('changes a pending order: one more unit, the difference shown, the change sent, the answer told', async () => {
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const line = anOrderItem({ productName: 'Lager 6-pack', tokenPrice: 18, quantity: 2 });
    const order = anOrder({ items: [line], edition: { ...anOrder().edition, preorderDeadline: soon } });
    answer('GET', '/products', productsResponse, { products: [] });
    const { user } = showOrders([order]);
    await user.click(await (await card(order)).findByRole('button', { name: 'Change order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change order' }));
    // The product is not in the shop's list: it can only shrink.
    expect(dialog.getByRole('button', { name: 'Increase quantity of Lager 6-pack' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Decrease quantity of Lager 6-pack' }));
    expect(dialog.getByText('Back to your balance').nextSibling).toHaveTextContent('18 tokens');

    const changed = { ...order, totalTokens: 18, items: [{ ...line, quantity: 1 }] };
    answer('POST', `/me/orders/${order.id}/change`, cancelMyOrderResponse, { order: changed, message: msg.orderChangedReturned({ tokens: 18 }), tokenBalance: 100 });
    answer('GET', '/me/orders', myOrdersResponse, { orders: [changed] });
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(msg.orderChangedReturned({ tokens: 18 }));
    expect(sentTo('POST', `/me/orders/${order.id}/change`)).toEqual([{ lines: [{ itemId: line.id, quantity: 1 }] }]);
  });

  it('offers neither when the shop settings turn both off, and says so', async () => {
    answer('GET', '/settings/public', publicSettingsSchema, publicSettings({ guestsMayCancel: false, guestsMayChange: false }));
    const order = anOrder({ edition: { ...anOrder().edition, preorderDeadline: new Date(Date.now() + 60 * 60 * 1000).toISOString() } });
    showOrders([order]);
    expect(await (await card(order)).findByText('Orders cannot be changed or cancelled in the shop. Write to orders@festival.example.')).toBeVisible();
    expect((await card(order)).queryByRole('button', { name: 'Change order' })).toBeNull();
  });

  it('offline, offers neither change nor cancel and says they wait for the network (docs/decisions/042)', async () => {
    const order = anOrder({ edition: { ...anOrder().edition, preorderDeadline: new Date(Date.now() + 60 * 60 * 1000).toISOString() } });
    showOrders([order]);
    const shown = await card(order);
    await shown.findByRole('button', { name: 'Cancel order' });
    const offlineText = 'You are offline: this order can be changed or cancelled once you are back online.';

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await shown.findByText(offlineText)).toBeVisible();
    expect(shown.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(shown.queryByRole('button', { name: 'Change order' })).toBeNull();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await shown.findByRole('button', { name: 'Change order' })).toBeVisible();
    // With a network but the server out of reach, the service worker answers with kept copies: offline all the same.
    act(() => setAnswersKeptSince('2026-07-02T18:42:00.000Z'));
    expect(await shown.findByText(offlineText)).toBeVisible();
    expect(shown.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

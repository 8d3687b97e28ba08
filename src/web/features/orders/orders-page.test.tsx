import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { editionDays } from '#shared/edition-days.ts';
import { msg } from '#shared/messages.ts';
import { myOrdersResponse, type Order } from '#shared/schemas/orders.ts';
import { answer } from '#web/testing/fake-api.ts';
import { aMyLounge, aProfile, anOrder, anOrderItem, newId } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { OrdersPage } from './orders-page.tsx';

function showOrders(orders: Order[]) {
  answer('GET', '/me/orders', myOrdersResponse, { orders });
  return renderApp(<OrdersPage />, { as: aProfile(), path: '/orders' });
}

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
      edition: { id: newId(), name: 'Festival 2025', days: editionDays('2025-07-03'), preorderDeadline: '2025-07-01T18:00:00.000Z' },
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
});

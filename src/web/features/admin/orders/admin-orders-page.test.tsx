import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { shortId } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { adminLoungesResponse, type AdminLounge } from '#shared/schemas/admin-lounges.ts';
import {
  adminOrderResponse,
  adminOrdersResponse,
  completePendingResponse,
  orderChangeResponse,
  type AdminOrder,
  type AdminOrderRow,
} from '#shared/schemas/admin-orders.ts';
import { answer, sentTo, type SentRequest } from '#web/testing/fake-api.ts';
import { aMyLounge, anAdmin, anAdminLounge, anOrder, anOrderItem, newId } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminOrdersPage } from './admin-orders-page.tsx';

const aRow = (overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: newId(),
  userId: newId(),
  email: 'anna@example.com',
  totalTokens: 40,
  status: 'pending',
  isManual: false,
  isFree: false,
  refundedTokens: 0,
  itemCount: 1,
  createdAt: '2026-07-01T10:00:00.000Z',
  delivery: { state: 'none', lastDeliveredAt: null },
  ...overrides,
});

/** The order of a row, in full, as the details dialog and the answers to changes carry it. */
const detailsOf = (row: AdminOrderRow, order = anOrder({ id: row.id, totalTokens: row.totalTokens })): AdminOrder => ({
  ...order,
  id: row.id,
  status: row.status,
  totalTokens: row.totalTokens,
  userId: row.userId,
  email: row.email,
  isManual: row.isManual,
  isFree: row.isFree,
  createdByEmail: null,
  history: [],
  items: order.items.map((item) => ({ ...item, loungeMissing: false, deliveredByEmail: null })),
});
const changed = (row: AdminOrderRow) => ({ order: detailsOf(row), message: 'ok', tokenBalance: 0 });

/** The list answers every filter with `rows`; the count of pending orders per day with `pending`. */
function showPage(rows: AdminOrderRow[], { pending = 0, lounges = [] as AdminLounge[] } = {}) {
  answer('GET', '/admin/lounges', adminLoungesResponse, { lounges });
  answer('GET', '/admin/orders', adminOrdersResponse, (request: SentRequest) =>
    new URLSearchParams(request.path.split('?')[1]).get('status') === 'pending'
      ? { orders: [], total: pending, nextCursor: null }
      : { orders: rows, total: rows.length, nextCursor: null },
  );
  return renderApp(<AdminOrdersPage />, { as: anAdmin(), path: '/admin/orders' });
}

const table = async () => within(await screen.findByRole('region', { name: 'Orders' }));
const rowOf = async (row: AdminOrderRow) => within((await (await table()).findByText(`#${shortId(row.id)}`)).closest('tr')!);

describe('Orders page', () => {
  it('reads each state plainly and offers only the actions the state allows', async () => {
    const pending = aRow({ totalTokens: 220 });
    const completed = aRow({ status: 'completed' });
    const refunded = aRow({ status: 'cancelled', refundedTokens: 80, totalTokens: 80 });
    const kept = aRow({ status: 'cancelled' });
    const free = aRow({ status: 'completed', isManual: true, isFree: true, totalTokens: 0 });
    showPage([pending, completed, refunded, kept, free]);
    expect(await screen.findByText('Showing 1 to 5 of 5 orders')).toBeVisible();

    const open = await rowOf(pending);
    expect(open.getByText('Pending')).toBeVisible();
    expect(open.getByRole('button', { name: `Complete order #${shortId(pending.id)}` })).toBeEnabled();
    expect(open.getByRole('button', { name: `Cancel order #${shortId(pending.id)}` })).toBeEnabled();
    expect(open.getByRole('button', { name: `Refund order #${shortId(pending.id)} (220 tokens)` })).toBeEnabled();

    const done = await rowOf(completed);
    expect(done.getByText('Completed')).toBeVisible();
    expect(done.queryByRole('button', { name: /^Complete order/ })).toBeNull();
    expect(done.getByRole('button', { name: /^Refund order/ })).toBeEnabled();

    expect((await rowOf(refunded)).getByText(msg.cancelledRefunded({ tokens: 80 }))).toBeVisible();
    expect((await rowOf(refunded)).queryByRole('button', { name: /^Refund order/ })).toBeNull();
    expect((await rowOf(kept)).getByText(msg.cancelledNotRefunded)).toBeVisible();
    const manual = await rowOf(free);
    expect(manual.getByText('Manual · Free')).toBeVisible();
    // A free order has nothing to give back.
    expect(manual.queryByRole('button', { name: /^Refund order/ })).toBeNull();
  });

  it('shows every line of an order in its details, with lounges lost or never given, and completes it there', async () => {
    const row = aRow({ totalTokens: 156 });
    const vip1 = aMyLounge({ category: 'VIP', tableNumber: '1', day: 'Thursday' });
    const lost = newId();
    const order = anOrder({
      items: [
        anOrderItem({ productName: 'Grey Goose Vodka 70cl', tokenPrice: 120, lounge: vip1, mixDrinks: [{ id: newId(), name: 'Ginger Ale', quantity: 1 }, { id: newId(), name: 'Tonic Water', quantity: 1 }] }),
        anOrderItem({ productName: 'Lager 6-pack', quantity: 2, tokenPrice: 18, lounge: vip1 }),
        anOrderItem({ lounge: null, loungeId: lost }),
        anOrderItem({ lounge: null }),
      ],
    });
    const details = detailsOf(row, order);
    details.items[2]!.loungeMissing = true;
    answer('GET', `/admin/orders/${row.id}`, adminOrderResponse, { order: details });
    const { user } = showPage([row]);
    await user.click((await rowOf(row)).getByRole('button', { name: `View details of order #${shortId(row.id)}` }));

    const dialog = await screen.findByRole('dialog', { name: `Order #${shortId(row.id)}` });
    expect(await within(dialog).findByText('anna@example.com')).toBeVisible();
    expect(within(dialog).getByText('1 x 120 =', { exact: false })).toHaveTextContent('1 x 120 = 120 tokens');
    expect(within(dialog).getByText('2 x 18 =', { exact: false })).toHaveTextContent('2 x 18 = 36 tokens');
    expect(within(dialog).getAllByText('VIP 1 · Thursday')).toHaveLength(2);
    expect(within(dialog).getByText('Mix drinks: Ginger Ale x1, Tonic Water x1')).toBeVisible();
    expect(within(dialog).getByText(msg.loungeDataNotFound({ loungeId: shortId(lost) }))).toBeVisible();
    expect(within(dialog).getByText(msg.noLoungeAssigned)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: msg.refundOrderButton({ tokens: 156 }) })).toBeEnabled();

    answer('POST', `/admin/orders/${row.id}/status`, orderChangeResponse, changed({ ...row, status: 'completed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await screen.findByText(msg.orderStatusChanged({ status: 'completed' }));
    expect(sentTo('POST', `/admin/orders/${row.id}/status`)).toEqual([{ status: 'completed' }]);
  });

  it('says in the details too whether a cancelled order was refunded, and offers no action on it', async () => {
    const row = aRow({ status: 'cancelled', totalTokens: 80 });
    const details = { ...detailsOf(row), refundedTokens: 80 };
    answer('GET', `/admin/orders/${row.id}`, adminOrderResponse, { order: details });
    const { user } = showPage([row]);
    await user.click((await rowOf(row)).getByRole('button', { name: `View details of order #${shortId(row.id)}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Order #${shortId(row.id)}` }));
    expect(await dialog.findByText(msg.cancelledRefunded({ tokens: 80 }))).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(dialog.queryByRole('button', { name: /^Refund Order/ })).toBeNull();
  });

  it('asks before cancelling with answers that cannot be confused; keeping the order sends nothing', async () => {
    const row = aRow();
    const { user } = showPage([row]);
    const cancel = async () => {
      await user.click((await rowOf(row)).getByRole('button', { name: `Cancel order #${shortId(row.id)}` }));
      return screen.findByRole('dialog', { name: `Cancel Order #${shortId(row.id)}` });
    };
    let dialog = await cancel();
    expect(dialog).toHaveTextContent(msg.confirmCancelOrder);
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo('POST', `/admin/orders/${row.id}/status`)).toEqual([]);

    dialog = await cancel();
    answer('POST', `/admin/orders/${row.id}/status`, orderChangeResponse, changed({ ...row, status: 'cancelled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await screen.findByText(msg.orderStatusChanged({ status: 'cancelled' }));
    expect(sentTo('POST', `/admin/orders/${row.id}/status`)).toEqual([{ status: 'cancelled' }]);
  });

  it('refunds after saying how many tokens go back', async () => {
    const row = aRow({ totalTokens: 220 });
    const { user } = showPage([row]);
    await user.click((await rowOf(row)).getByRole('button', { name: `Refund order #${shortId(row.id)} (220 tokens)` }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Order' });
    expect(dialog).toHaveTextContent(msg.confirmRefund({ tokens: 220 }));
    answer('POST', `/admin/orders/${row.id}/refund`, orderChangeResponse, changed({ ...row, status: 'cancelled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByText(msg.orderRefunded({ tokens: 220 }));
    expect(sentTo('POST', `/admin/orders/${row.id}/refund`)).toEqual([{ confirmDelivered: false }]);
  });

  it('asks a second time before refunding drinks already delivered, and says so to the server', async () => {
    const row = aRow({ status: 'completed', totalTokens: 120, delivery: { state: 'partial', lastDeliveredAt: '2026-07-02T20:00:00.000Z' } });
    const { user } = showPage([row]);
    await user.click((await rowOf(row)).getByRole('button', { name: /^Refund order/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Refund Order' })).getByRole('button', { name: 'Refund' }));
    // The first answer only leads to the second question.
    const second = await screen.findByText(msg.confirmRefundDelivered);
    expect(sentTo('POST', `/admin/orders/${row.id}/refund`)).toEqual([]);
    answer('POST', `/admin/orders/${row.id}/refund`, orderChangeResponse, changed({ ...row, status: 'cancelled' }));
    await user.click(within(second.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Refund anyway' }));
    await screen.findByText(msg.orderRefunded({ tokens: 120 }));
    expect(sentTo('POST', `/admin/orders/${row.id}/refund`)).toEqual([{ confirmDelivered: true }]);
  });

  it("completes a day's pending orders at once, after naming how many and which day", async () => {
    const { user } = showPage([aRow()], { pending: 2 });
    await screen.findByText('Showing 1 to 1 of 1 orders');
    await user.selectOptions(screen.getByLabelText('Day'), 'Saturday');
    const button = await screen.findByRole('button', { name: 'Complete all pending (2)' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Complete all pending orders for Saturday' });
    expect(dialog).toHaveTextContent(msg.confirmCompletePending({ n: 2, count: '2', day: 'Saturday' }));
    answer('POST', '/admin/orders/complete-pending', completePendingResponse, { completed: 2, message: 'ok' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete 2' }));
    await screen.findByText(msg.pendingCompleted({ n: 2, count: '2', day: 'Saturday' }));
    expect(sentTo('POST', '/admin/orders/complete-pending')).toEqual([{ day: 'Saturday' }]);
  });

  it('offers nothing to complete on a day without pending orders, and says when no order matches', async () => {
    const { user } = showPage([]);
    expect(await screen.findByText('No orders')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Day'), 'Thursday');
    expect(await screen.findByRole('button', { name: 'Complete all pending (0)' })).toBeDisabled();
    expect(sentTo('GET', /status=pending&day=Thursday&limit=1/)).toHaveLength(1);
  });

  it('searches by what is typed and filters by lounges listed in festival order', async () => {
    const { user } = showPage([], {
      lounges: [
        anAdminLounge({ category: 'Cabana', tableNumber: '10', day: 'Friday' }),
        anAdminLounge({ category: 'Cabana', tableNumber: '7', day: 'Saturday' }),
        anAdminLounge({ category: 'Cabana', tableNumber: '2', day: 'Friday' }),
        anAdminLounge({ category: 'Bar', tableNumber: '1', day: 'Friday' }),
        anAdminLounge({ category: 'Loft', tableNumber: '4', day: 'Thursday' }),
      ],
    });
    const lounge = screen.getByLabelText('Lounge');
    await within(lounge).findByText('Loft 4 · Thursday');
    expect(within(lounge).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All lounges',
      'Loft 4 · Thursday',
      'Bar 1 · Friday',
      'Cabana 2 · Friday',
      'Cabana 10 · Friday',
      'Cabana 7 · Saturday',
    ]);
    await user.type(screen.getByLabelText('Search'), ' anna@ ');
    await expect.poll(() => sentTo('GET', /[?&]q=anna%40(&|$)/)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { shortId } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { packingResponse, type PackingLounge, type PackingResponse } from '#shared/schemas/admin-packing.ts';
import { deliveryResponse } from '#shared/schemas/delivery.ts';
import { answer, sentTo, type SentRequest } from '#web/testing/fake-api.ts';
import { anAdmin, newId } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { AdminPackingPage } from './admin-packing-page.tsx';

const orderId = newId();
const vip1: PackingLounge = {
  loungeId: newId(),
  label: 'VIP 1',
  assignees: ['anna@example.com'],
  lines: [
    { orderItemId: newId(), orderId, productName: 'Grey Goose Vodka 70cl', quantity: 1, mixDrinks: [{ name: 'Ginger Ale', quantity: 1 }, { name: 'Tonic Water', quantity: 1 }] },
    { orderItemId: newId(), orderId, productName: 'Lager 6-pack', quantity: 2, mixDrinks: [] },
  ],
};
const thursday: PackingResponse = {
  day: 'Thursday',
  dayCounts: { Thursday: 2, Friday: 0, Saturday: 1 },
  completedOrders: 3,
  productSummary: {
    products: [
      { id: newId(), name: 'Grey Goose Vodka 70cl', quantity: 1 },
      { id: newId(), name: 'Lager 6-pack', quantity: 2 },
    ],
    mixDrinks: [
      { id: newId(), name: 'Ginger Ale', quantity: 1 },
      { id: newId(), name: 'Tonic Water', quantity: 1 },
    ],
  },
  byLounge: [vip1, { loungeId: newId(), label: 'VIP 2', assignees: [], lines: [] }],
};
const nothing = { products: [], mixDrinks: [] };

/** The list of a day and search as the server narrows it: `LAGER` keeps the lager, anything else no line. */
function answerPacking(request: SentRequest): PackingResponse {
  const params = new URLSearchParams(request.path.split('?')[1]);
  const day = params.get('day');
  const q = params.get('q');
  if (day !== 'Thursday') return { ...thursday, day: day === 'Friday' ? 'Friday' : 'Saturday', productSummary: nothing, byLounge: [] };
  if (!q) return thursday;
  if (q !== 'LAGER') return { ...thursday, productSummary: nothing, byLounge: [] };
  return { ...thursday, productSummary: { products: [thursday.productSummary.products[1]!], mixDrinks: [] }, byLounge: [{ ...vip1, lines: [vip1.lines[1]!] }] };
}

function showPage(path: string, answerList: (request: SentRequest) => PackingResponse = answerPacking) {
  answer('GET', '/admin/packing', packingResponse, answerList);
  answer('GET', '/admin/delivery', deliveryResponse, { day: 'Thursday', lounges: [], progress: { delivered: 0, total: 0 } });
  return renderApp(<AdminPackingPage />, { as: anAdmin(), path, route: '/admin/packing' });
}

const rowNames = (region: HTMLElement) => within(region).getAllByRole('row').slice(1).map((row) => row.textContent);

describe('Packing list', () => {
  it('sums the day by product and mix drink, with day tabs that count completed orders', async () => {
    showPage('/admin/packing?day=Thursday');
    const summary = await screen.findByRole('region', { name: msg.totalProductsHeading });
    expect(rowNames(within(summary).getByRole('table', { name: msg.totalProductsHeading }))).toEqual(['Grey Goose Vodka 70cl1', 'Lager 6-pack2']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Thursday (2) 17 September', 'Friday (0) 18 September', 'Saturday (1) 19 September']);
    expect(screen.getByRole('tab', { name: /^Thursday \(2\)/ })).toHaveAttribute('aria-selected', 'true');
    expect(rowNames(within(summary).getByRole('table', { name: 'Mix drinks to take from storage' }))).toEqual(['Ginger Ale1', 'Tonic Water1']);
  });

  it('lists each lounge with its guests, its lines by order and their mix drinks', async () => {
    showPage('/admin/packing?day=Thursday&view=lounge');
    const lounge = await screen.findByRole('region', { name: 'VIP 1' });
    expect(within(lounge).getByText('anna@example.com')).toBeVisible();
    const lager = within(lounge).getByRole('row', { name: `Lager 6-pack #${shortId(orderId)} 2 –` });
    expect(lager).toBeVisible();
    // The drinks in their column, and again in a row of their own for phones.
    expect(within(lounge).getAllByText('Ginger Ale')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'VIP 2' })).getByText('Not assigned')).toBeVisible();
    expect(screen.getByRole('button', { name: msg.byLounge })).toHaveAttribute('aria-pressed', 'true');
  });

  it('narrows the list by a search sent to the server, the CSV link following view and search, and says when nothing matches', async () => {
    const { user } = showPage('/admin/packing?day=Thursday&view=lounge');
    await screen.findByRole('region', { name: 'VIP 1' });
    await user.type(screen.getByLabelText('Search'), 'LAGER');
    await expect.poll(() => screen.queryByText('Grey Goose Vodka 70cl')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'VIP 1' })).getByText('Lager 6-pack')).toBeVisible();
    expect(screen.getByRole('link', { name: msg.exportCsv })).toHaveAttribute('href', '/api/admin/packing.csv?day=Thursday&view=lounge&q=LAGER');

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'VIP 3');
    expect(await screen.findByText(msg.noPackingMatch({ query: 'VIP 3' }))).toBeVisible();
    expect(sentTo('GET', /q=VIP\+3/).length).toBeGreaterThan(0);
  });

  it("keeps the spec's text for a day without items, and for a festival without completed orders", async () => {
    const { user, unmount } = showPage('/admin/packing?day=Thursday');
    await user.click(await screen.findByRole('tab', { name: /^Friday \(0\)/ }));
    expect(await screen.findByText(msg.noItemsForDay)).toBeVisible();
    unmount();

    showPage('/admin/packing?day=Thursday', () => ({ ...thursday, dayCounts: { Thursday: 0, Friday: 0, Saturday: 0 }, completedOrders: 0, productSummary: nothing, byLounge: [] }));
    expect(await screen.findByText(msg.noCompletedOrders)).toBeVisible();
  });

  it('opens on the first day that has orders when no day is asked for', async () => {
    const { router } = showPage('/admin/packing', (request) => ({
      ...answerPacking(request),
      dayCounts: { Thursday: 0, Friday: 0, Saturday: 1 },
    }));
    await expect.poll(() => router.state.location.search).toBe('?day=Saturday');
    // The tab's label is there before the page has rendered the new address: wait for it to be the chosen one.
    expect(await screen.findByRole('tab', { name: /^Saturday \(1\)/, selected: true })).toBeVisible();
  });
});

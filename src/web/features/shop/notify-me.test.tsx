import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import type { MyLounge, Profile } from '#shared/schemas/auth.ts';
import { mixDrinksResponse, myLoungesResponse, productsResponse } from '#shared/schemas/shop.ts';
import { myStockWaitsResponse, shopStockResponse, stockWaitChangeResponse, type ShopStockEntry, type StockWait } from '#shared/schemas/stock.ts';
import { answer, refuse, sentTo } from '#web/testing/fake-api.ts';
import { aMyLounge, aProduct, aProfile } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { ShopPage } from './shop-page.tsx';

// "Notify me" on a sold-out card (docs/decisions/046-stock-waits.md): its states, what it sends, who sees it.
const krug = aProduct({ name: 'Krug Grande Cuvée', tokenPrice: 90 });
const lager = aProduct({ name: 'Lager 6-pack', tokenPrice: 18 });
const friday = aMyLounge({ tableNumber: '4', day: 'Friday' });
const saturday = aMyLounge({ tableNumber: '5', day: 'Saturday' });
const soldOut = (productId: string, day: ShopStockEntry['day']): ShopStockEntry => ({ productId, day, left: 0, maxPerGuest: null });

function showShop(as: Profile | null, { lounges = [friday], stock = [soldOut(krug.id, 'Friday')], waits = [] as StockWait[] } = {}) {
  answer('GET', '/products', productsResponse, { products: [krug, lager] });
  answer('GET', '/mix-drinks', mixDrinksResponse, { mixDrinks: [] });
  answer('GET', '/stock', shopStockResponse, { stock });
  answer('GET', '/me/lounges', myLoungesResponse, { lounges: lounges as MyLounge[] });
  answer('GET', '/me/stock-waits', myStockWaitsResponse, { waits });
  return renderApp(<ShopPage />, { as, path: '/shop', cart: true });
}

const cardOf = async (name: string) => within((await screen.findByRole('heading', { name })).closest('article')!);

describe('Notify me', () => {
  it('toggles on a sold-out card: pressed while waiting, with a line saying so; pressing again withdraws', async () => {
    const { user } = showShop(aProfile());
    const card = await cardOf('Krug Grande Cuvée');
    const button = await card.findByRole('button', { name: 'Notify me: Krug Grande Cuvée' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(card.getByRole('button', { name: `${msg.addToCart}: Krug Grande Cuvée` })).toBeDisabled();
    // A card with units left has none.
    expect((await cardOf('Lager 6-pack')).queryByRole('button', { name: /Notify me/ })).toBeNull();

    const waiting = { productId: krug.id, day: 'Friday' as const };
    answer('PUT', `/me/stock-waits/${krug.id}/Friday`, stockWaitChangeResponse, { waits: [waiting], message: 'ok' });
    await user.click(button);
    await screen.findByText(msg.stockWaitAdded({ product: 'Krug Grande Cuvée', day: 'Friday' }));
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(card.getByText('We will e-mail you when it is back')).toBeVisible();
    expect(sentTo('PUT', `/me/stock-waits/${krug.id}/Friday`)).toHaveLength(1);

    answer('DELETE', `/me/stock-waits/${krug.id}/Friday`, stockWaitChangeResponse, { waits: [], message: 'ok' });
    await user.click(button);
    await screen.findByText(msg.stockWaitRemoved({ product: 'Krug Grande Cuvée', day: 'Friday' }));
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    expect(card.queryByText('We will e-mail you when it is back')).toBeNull();
  });

  it('shows a refusal in words and stays as it was', async () => {
    const { user } = showShop(aProfile());
    const button = await (await cardOf('Krug Grande Cuvée')).findByRole('button', { name: 'Notify me: Krug Grande Cuvée' });
    const message = msg.stockWaitNotSoldOut({ product: 'Krug Grande Cuvée', day: 'Friday' });
    refuse('PUT', `/me/stock-waits/${krug.id}/Friday`, 409, { code: 'NOT_SOLD_OUT', message, messageKey: 'stockWaitNotSoldOut', params: { product: 'Krug Grande Cuvée', day: 'Friday' } });
    await user.click(button);
    await screen.findByText(message);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('names the day when the guest has several, one button per sold-out day; starts pressed for a wait', async () => {
    showShop(aProfile(), { lounges: [friday, saturday], waits: [{ productId: krug.id, day: 'Friday' }] });
    const card = await cardOf('Krug Grande Cuvée');
    const notify = await card.findByRole('button', { name: 'Notify me: Friday: Krug Grande Cuvée' });
    // Pressed once the guest's waits have answered (until then it is disabled, not pressed).
    await expect.poll(() => notify.getAttribute('aria-pressed')).toBe('true');
    // Saturday still has units: no button for it, and Add to Cart stays.
    expect(card.queryByRole('button', { name: /Notify me: Saturday/ })).toBeNull();
  });

  it('is offered neither to a visitor nor to an applicant', async () => {
    const visitor = showShop(null, { lounges: [] });
    const card = await cardOf('Krug Grande Cuvée');
    expect(await card.findByText(`Friday: ${msg.soldOut}`)).toBeVisible();
    expect(card.queryByRole('button', { name: /Notify me/ })).toBeNull();
    visitor.unmount();

    showShop(aProfile({ status: 'inactive' }));
    const applicantCard = await cardOf('Krug Grande Cuvée');
    expect(await applicantCard.findByText(msg.soldOut)).toBeVisible();
    expect(applicantCard.queryByRole('button', { name: /Notify me/ })).toBeNull();
    expect(sentTo('GET', '/me/stock-waits')).toEqual([]);
  });
});

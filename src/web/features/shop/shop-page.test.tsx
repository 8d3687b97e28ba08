import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import type { MyLounge, Profile } from '#shared/schemas/auth.ts';
import { publicSettingsSchema, type PublicSettings } from '#shared/schemas/settings.ts';
import { mixDrinksResponse, myLoungesResponse, productsResponse } from '#shared/schemas/shop.ts';
import { shopStockResponse } from '#shared/schemas/stock.ts';
import { answer } from '#web/testing/fake-api.ts';
import { aMixDrink, aMyLounge, aProduct, aProfile, publicSettings } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { i18n } from '#web/lib/i18n/i18n.ts';
import type { CartItem } from '#web/features/cart/cart-logic.ts';
import { cartStorageKey } from '#web/features/cart/cart-storage.ts';
import { ShopPage } from './shop-page.tsx';

const lager = aProduct({ name: 'Lager 6-pack', tokenPrice: 18, categoryType: 'beer', category: 'Beer' });
const snacks = aProduct({ name: 'Snack Platter', tokenPrice: 25, category: 'Food' });
const vodka = aProduct({ name: 'Grey Goose Vodka 70cl', tokenPrice: 120, categoryType: 'bottle', maxMixChoices: 3, category: 'Spirits' });
const [vip1, vip2, vip4] = [
  aMyLounge({ tableNumber: '1', day: 'Thursday' }),
  aMyLounge({ tableNumber: '2', day: 'Thursday' }),
  aMyLounge({ tableNumber: '4', day: 'Friday' }),
];

function showShop(as: Profile | null, { lounges = [] as MyLounge[], settings = publicSettings() as PublicSettings } = {}) {
  answer('GET', '/settings/public', publicSettingsSchema, settings);
  answer('GET', '/products', productsResponse, { products: [lager, snacks, vodka] });
  answer('GET', '/mix-drinks', mixDrinksResponse, { mixDrinks: ['Tonic Water', 'Ginger Ale'].map(aMixDrink) });
  answer('GET', '/stock', shopStockResponse, { stock: [] });
  answer('GET', '/me/lounges', myLoungesResponse, { lounges });
  return renderApp(<ShopPage />, { as, path: '/shop', cart: true });
}

const addButton = (product: string) => screen.findByRole('button', { name: `${msg.addToCart}: ${product}` });
/** Add to Cart once it can be pressed: a signed-in guest's waits for their lounges (ShopPage). */
async function enabledAddButton(product: string) {
  const button = await addButton(product);
  await vi.waitFor(() => expect(button).toBeEnabled());
  return button;
}
const storedCart = (guest: Profile): CartItem[] => JSON.parse(localStorage.getItem(cartStorageKey(guest.id)) ?? '[]') as CartItem[];

describe('Shop: adding to the cart', () => {
  it('asks for the day when the lounges span days, and for the lounge only among that day’s', async () => {
    const guest = aProfile();
    const { user } = showShop(guest, { lounges: [vip1!, vip2!, vip4!] });
    await user.click(await enabledAddButton('Lager 6-pack'));
    const day = within(await screen.findByRole('dialog', { name: 'Choose a day' }));
    expect(day.getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['Thursday 17 September', 'Friday 18 September']));
    // Friday has one lounge: it is used without asking.
    await user.click(day.getByRole('button', { name: 'Friday 18 September' }));
    await screen.findByText('Lager 6-pack added to cart');
    expect(storedCart(guest)).toEqual([expect.objectContaining({ selectedLoungeId: vip4!.id, quantity: 1 })]);

    await user.click(await enabledAddButton('Snack Platter'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Choose a day' })).getByRole('button', { name: 'Thursday 17 September' }));
    const lounge = within(await screen.findByRole('dialog', { name: 'Choose a lounge' }));
    expect(within(lounge.getByRole('list')).getAllByRole('button').map((b) => b.textContent)).toEqual(['VIP 1', 'VIP 2']);
    await user.click(lounge.getByRole('button', { name: 'VIP 2' }));
    await screen.findByText('Snack Platter added to cart');
    expect(storedCart(guest)[1]).toEqual(expect.objectContaining({ selectedLoungeId: vip2!.id }));
  });

  it('chooses the mix drinks of a bottle first, then the lounge', async () => {
    const guest = aProfile();
    const { user } = showShop(guest, { lounges: [vip1!, vip2!] });
    await user.click(await enabledAddButton('Grey Goose Vodka 70cl'));
    const mix = within(await screen.findByRole('dialog', { name: 'Choose your mix drinks' }));
    await user.click(await mix.findByRole('button', { name: 'Add Tonic Water' }));
    await user.click(mix.getByRole('button', { name: 'Confirm' }));
    // Without a day asked, each lounge is named with its day.
    await user.click(within(await screen.findByRole('dialog', { name: 'Choose a lounge' })).getByRole('button', { name: 'VIP 1 · Thursday 17 September' }));
    await screen.findByText('Grey Goose Vodka 70cl added to cart');
    expect(storedCart(guest)).toEqual([expect.objectContaining({ selectedLoungeId: vip1!.id, mixDrinks: [expect.objectContaining({ name: 'Tonic Water' })] })]);
  });

  it('sends a visitor who is not signed in to sign in', async () => {
    const { user, router } = showShop(null);
    await user.click(await enabledAddButton('Lager 6-pack'));
    await screen.findByText(msg.signInToAddToCart);
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('Shop: when ordering is not possible', () => {
  it('says the pre-order has ended, with the address to write to, and adds nothing', async () => {
    const settings = publicSettings({ preorderDeadline: new Date(Date.now() - 60_000).toISOString() });
    showShop(aProfile(), { lounges: [vip1!], settings });
    // Once the guest's lounges are known, only the deadline keeps the button disabled.
    await screen.findByText('VIP 1 · Thursday 17 September');
    expect(await screen.findByText(msg.preorderEnded)).toBeVisible();
    expect(screen.getByText(msg.preorderEndedContact({ email: 'orders@festival.example' }))).toBeVisible();
    expect(await addButton('Lager 6-pack')).toBeDisabled();
  });

  it('offers an applicant neither Add to Cart nor Assign to Other Lounge', async () => {
    showShop(aProfile({ status: 'inactive' }));
    expect(await screen.findByRole('heading', { name: 'Lager 6-pack' })).toBeVisible();
    // A visitor's buttons show until the session says who this is.
    await expect.poll(() => screen.queryByRole('button', { name: new RegExp(msg.addToCart) })).toBeNull();
    expect(screen.queryByRole('button', { name: msg.assignToOtherLounge })).toBeNull();
  });
});

describe('Shop: the catalogue in the active language (docs/decisions/045)', () => {
  it('asks for the products in the active language, and again in the new one when it changes', async () => {
    showShop(null);
    answer('GET', '/products', productsResponse, (request) => ({
      products: [request.path.endsWith('?lang=de') ? { ...lager, name: 'Lagerbier 6er-Pack', category: 'Bier' } : lager],
    }));
    expect(await screen.findByText('Lager 6-pack')).toBeVisible();
    try {
      i18n.load('de', {});
      act(() => i18n.activate('de'));
      expect(await screen.findByText('Lagerbier 6er-Pack')).toBeVisible();
      expect(screen.queryByText('Lager 6-pack')).toBeNull();
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});

describe('Shop: when the catalogue does not load', () => {
  it("names the browser's reason when no answer came (docs/product.md#messages)", async () => {
    const fakeServer = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      typeof input === 'string' && input.startsWith('/api/products?') ? Promise.reject(new TypeError('Failed to fetch')) : fakeServer(input, init),
    );
    showShop(null);
    expect(await screen.findByText(msg.networkError({ message: 'Failed to fetch' }))).toBeVisible();
    expect(screen.getByRole('heading', { name: msg.unableToLoadProducts })).toBeVisible();
  });
});

describe('Shop: photos', () => {
  it('loads the photos of the first screen at once and the others as the guest scrolls to them', async () => {
    const photographed = Array.from({ length: 6 }, (_, i) => aProduct({ name: `Bottle ${i + 1}`, photoHash: `photo${i + 1}` }));
    answer('GET', '/settings/public', publicSettingsSchema, publicSettings());
    answer('GET', '/products', productsResponse, { products: photographed });
    answer('GET', '/stock', shopStockResponse, { stock: [] });
    const { container } = renderApp(<ShopPage />, { as: null, path: '/shop', cart: true });
    await screen.findByRole('heading', { name: 'Bottle 6' });
    const loading = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('loading')]);
    expect(loading).toEqual(photographed.map((p, i) => [`/api/photos/${p.photoHash}/small.webp`, i < 4 ? 'eager' : 'lazy']));
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { publicSettingsSchema, type PublicSettings } from '#shared/schemas/settings.ts';
import { mixDrinksResponse, myLoungesResponse, productsResponse, type Product } from '#shared/schemas/shop.ts';
import { shopStockResponse } from '#shared/schemas/stock.ts';
import { answer, sentTo } from '#web/testing/fake-api.ts';
import { aMixDrink, aMyLounge, aProduct, aProfile, anOrder, publicSettings } from '#web/testing/fixtures.ts';
import { renderApp } from '#web/testing/render.tsx';
import { cartStorageKey } from './cart-storage.ts';
import type { CartItem } from './cart-logic.ts';
import { CartPage } from './cart-page.tsx';

const vodka = aProduct({ name: 'Grey Goose Vodka 70cl', tokenPrice: 120, categoryType: 'bottle', maxMixChoices: 3 });
const lager = aProduct({ name: 'Lager 6-pack', tokenPrice: 18, categoryType: 'beer' });
const drinks = ['Tonic Water', 'Ginger Ale', 'Sprite'].map(aMixDrink);
const [terrace1, terrace2] = [aMyLounge({ category: 'Terrace', tableNumber: '1', day: 'Friday' }), aMyLounge({ category: 'Terrace', tableNumber: '2', day: 'Friday' })];
const line = (product: Product, quantity: number, lounge: { id: string }, mixDrinks: { id: string; name: string }[] = []): CartItem => ({
  product: { id: product.id, name: product.name, tokenPrice: product.tokenPrice, imageUrl: null, categoryType: product.categoryType },
  quantity,
  selectedLoungeId: lounge.id,
  mixDrinks,
});

/** The guest's stored cart (as the shop left it in this browser), and the shop's answers around it. */
function showCart(guest: Profile, items: CartItem[], { settings = publicSettings(), products = [vodka, lager] }: { settings?: PublicSettings; products?: Product[] } = {}) {
  localStorage.setItem(cartStorageKey(guest.id), JSON.stringify(items));
  answer('GET', '/products', productsResponse, { products });
  answer('GET', '/mix-drinks', mixDrinksResponse, { mixDrinks: drinks });
  answer('GET', '/me/lounges', myLoungesResponse, { lounges: [terrace1!, terrace2!] });
  answer('GET', '/settings/public', publicSettingsSchema, settings);
  answer('GET', '/stock', shopStockResponse, { stock: [] });
  return renderApp(<CartPage />, { as: guest, path: '/cart', cart: true });
}

const summary = async () => within(await screen.findByRole('region', { name: 'Order Summary' }));

describe('Cart', () => {
  it('shows each line with its lounge and free mix drinks, and adds up quantities and tokens', async () => {
    const guest = aProfile({ tokenBalance: 600 });
    const { user } = showCart(guest, [line(vodka, 1, terrace2!, drinks), line(lager, 1, terrace1!)]);
    expect(await screen.findByText('Free mix drinks: Tonic Water, Ginger Ale, Sprite')).toBeVisible();
    expect(await screen.findByText('Terrace 2 · Friday')).toBeVisible();
    expect((await summary()).getByText('Total items').nextSibling).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Grey Goose Vodka 70cl' }));
    expect(screen.getByRole('group', { name: 'Quantity of Grey Goose Vodka 70cl' }).querySelector('output')).toHaveTextContent('2');
    expect((await summary()).getByText('Total items').nextSibling).toHaveTextContent('3');
    expect((await summary()).getByText('Total tokens').nextSibling).toHaveTextContent('258');
    // Kept in this browser for this account.
    expect(JSON.parse(localStorage.getItem(cartStorageKey(guest.id))!)).toEqual([expect.objectContaining({ quantity: 2 }), expect.objectContaining({ quantity: 1 })]);
  });

  it('places the order with the prices the guest saw and one key per attempt, and says it is placed while the cart waits', async () => {
    const guest = aProfile({ tokenBalance: 600 });
    const { user } = showCart(guest, [line(vodka, 2, terrace2!, [drinks[0]!]), line(lager, 1, terrace1!)]);
    let answerCheckout = () => {};
    const answered = new Promise<void>((resolve) => (answerCheckout = resolve));
    const order = anOrder({ totalTokens: 258 });
    answer('POST', '/checkout', checkoutResponse, async () => {
      await answered;
      return { order, tokenBalance: 342 };
    }, 201);
    await user.click(await (await summary()).findByRole('button', { name: msg.placeOrder }));
    expect(await (await summary()).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    answerCheckout();
    expect(await (await summary()).findByText(`Order #${order.id.slice(0, 8)} has been placed. Your orders open in a moment.`)).toBeVisible();
    const [sent] = sentTo('POST', '/checkout') as [{ items: unknown[]; idempotencyKey: string }];
    expect(sent.items).toEqual([
      { productId: vodka.id, quantity: 2, loungeId: terrace2!.id, tokenPrice: 120, mixDrinkIds: [drinks[0]!.id] },
      { productId: lager.id, quantity: 1, loungeId: terrace1!.id, tokenPrice: 18 },
    ]);
    expect(sent.idempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it('cannot place an order the balance does not cover, and says how many tokens are missing', async () => {
    showCart(aProfile({ tokenBalance: 100 }), [line(vodka, 1, terrace2!, [drinks[0]!])]);
    expect(await (await summary()).findByText('You need 20 more tokens for this order.')).toBeVisible();
    expect((await summary()).getByRole('button', { name: msg.placeOrder })).toBeDisabled();
  });

  it('says the pre-order has ended, with the address to write to, and refuses to order', async () => {
    const settings = publicSettings({ preorderDeadline: new Date(Date.now() - 60_000).toISOString() });
    showCart(aProfile({ tokenBalance: 600 }), [line(lager, 1, terrace1!)], { settings });
    expect(await screen.findByText(msg.preorderEnded)).toBeVisible();
    expect(screen.getByText(msg.preorderEndedContact({ email: 'orders@festival.example' }))).toBeVisible();
    expect((await summary()).getByRole('button', { name: msg.placeOrder })).toBeDisabled();
  });

  it('drops a line whose product is no longer sold, with a notice', async () => {
    showCart(aProfile(), [line(vodka, 1, terrace2!, [drinks[0]!]), line(lager, 1, terrace1!)], { products: [lager] });
    await screen.findByText(msg.cartItemsRemoved);
    expect(screen.queryByText('Grey Goose Vodka 70cl')).toBeNull();
    expect(screen.getByText('Lager 6-pack')).toBeVisible();
  });
});

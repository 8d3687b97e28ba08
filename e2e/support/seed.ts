import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { ADMIN, type ShopServer } from './server.ts';
import { GUEST_PASSWORD, uniqueEmail } from './flows.ts';

/** A signed-in conversation with the running server over HTTP, the way the web app talks to it. */
export class HttpSession {
  private cookie = '';
  constructor(private readonly baseUrl: string) {}

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    const sendsBody = method !== 'GET';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        origin: this.baseUrl,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        // The CSRF guard wants JSON on every change, even one without a payload.
        ...(sendsBody ? { 'content-type': 'application/json' } : {}),
      },
      body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Hands this session to a browser: its pages are then signed in as the same person. */
  async signInBrowser(page: Page) {
    const at = this.cookie.indexOf('=');
    const [name, value] = [this.cookie.slice(0, at), this.cookie.slice(at + 1)];
    if (at < 1 || !value) throw new Error('signInBrowser: this session has not signed in');
    await page.context().addCookies([{ name, value, url: this.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  }
}

/** A new guest registered through the API with a demo booking number, further booking numbers claimed. */
async function registeredSession(shop: ShopServer, bookingNumbers: string[], email: string) {
  const session = new HttpSession(shop.url);
  const [first, ...more] = bookingNumbers;
  await session.call('POST', '/api/auth/register', { email, password: GUEST_PASSWORD, bookingNumber: first });
  for (const bookingNumber of more) await session.call('POST', '/api/me/lounges/claim', { bookingNumber });
  return session;
}

/**
 * For browser tests that are not about signing up: a guest registered through the API (as the register form
 * does) whose session the page takes over, on /shop. Returns the guest's e-mail, like flows.ts registerGuest.
 */
export async function signInNewGuest(page: Page, shop: ShopServer, bookingNumbers: string | string[], email = uniqueEmail()) {
  const session = await registeredSession(shop, [bookingNumbers].flat(), email);
  await session.signInBrowser(page);
  await page.goto('/shop');
  return email;
}

type Product = { id: string; name: string };
type Lounge = { id: string; category: string; tableNumber: string };
type Line = { product: string; quantity: number; lounge?: string; mixDrinks?: string[] };

/** A guest registered with a demo booking number (and optionally further ones claimed), ready to order. */
export async function seededGuest(shop: ShopServer, bookingNumbers: string[], email = uniqueEmail('seed')) {
  const session = await registeredSession(shop, bookingNumbers, email);
  const { products } = await session.call<{ products: Product[] }>('GET', '/api/products');
  const { mixDrinks } = await session.call<{ mixDrinks: Product[] }>('GET', '/api/mix-drinks');
  const { lounges } = await session.call<{ lounges: Lounge[] }>('GET', '/api/me/lounges');
  const idOf = <T extends { id: string }>(list: T[], match: (item: T) => boolean, what: string) => {
    const found = list.find(match);
    if (!found) throw new Error(`seed: no ${what}`);
    return found.id;
  };

  /** Places one order through the real checkout; lounges are named like 'Terrace 2' (default: the first). */
  const order = async (lines: Line[]) => {
    const items = lines.map((line) => ({
      productId: idOf(products, (p) => p.name === line.product, line.product),
      quantity: line.quantity,
      loungeId: line.lounge ? idOf(lounges, (l) => `${l.category} ${l.tableNumber}` === line.lounge, line.lounge) : lounges[0]!.id,
      ...(line.mixDrinks ? { mixDrinkIds: line.mixDrinks.map((name) => idOf(mixDrinks, (m) => m.name === name, name)) } : {}),
    }));
    const { order: placed } = await session.call<{ order: { id: string } }>('POST', '/api/checkout', { items, idempotencyKey: randomUUID() });
    return placed.id;
  };
  /** The id of one of the guest's lounges, named like 'VIP 2'. */
  const loungeId = (label: string) => idOf(lounges, (l) => `${l.category} ${l.tableNumber}` === label, label);
  /** The guest's token balance, as the server has it now. */
  const balance = async () => (await session.call<{ profile: { tokenBalance: number } }>('GET', '/api/auth/session')).profile.tokenBalance;
  return { email, session, order, loungeId, balance };
}

export async function adminSession(shop: ShopServer) {
  const session = new HttpSession(shop.url);
  await session.call('POST', '/api/auth/login', ADMIN);
  return session;
}

/** The admin, and a staff account (a runner) the admin made through the API, both signed in over HTTP. */
export async function staffSession(shop: ShopServer) {
  const admin = await adminSession(shop);
  const email = uniqueEmail('runner');
  await admin.call('POST', '/api/admin/users', { email, password: GUEST_PASSWORD, role: 'staff', initialTokens: 0 });
  const staff = new HttpSession(shop.url);
  await staff.call('POST', '/api/auth/login', { email, password: GUEST_PASSWORD });
  return { admin, staff };
}

/**
 * Demo activity for pages that show orders: a main guest with lounges on two days (three of them on
 * Friday, so both the day and the lounge chooser appear) and orders in every status, two more guests,
 * and an open application.
 */
export async function seedActivity(shop: ShopServer) {
  const guest = await seededGuest(shop, ['LNG-3003', 'LNG-2002'], uniqueEmail('guest'));
  const admin = await adminSession(shop);
  const setStatus = (id: string, status: 'completed' | 'cancelled') => admin.call('POST', `/api/admin/orders/${id}/status`, { status });

  await guest.order([
    { product: 'Grey Goose Vodka 70cl', quantity: 1, lounge: 'Terrace 1', mixDrinks: ['Tonic Water', 'Ginger Ale'] },
    { product: 'Lager 6-pack', quantity: 2, lounge: 'Terrace 1' },
  ]);
  await setStatus(await guest.order([{ product: 'Prosecco DOC 75cl', quantity: 1, lounge: 'VIP 2' }]), 'completed');
  // An order for two lounges on two days, brought to the Thursday one so far: it reads partly delivered.
  const twoDays = await guest.order([
    { product: 'Lager 6-pack', quantity: 1, lounge: 'VIP 2' },
    { product: 'Snack Platter', quantity: 1, lounge: 'VIP 4' },
  ]);
  await setStatus(twoDays, 'completed');
  await admin.call('POST', `/api/admin/delivery/lounges/${guest.loungeId('VIP 2')}/orders/${twoDays}/deliver`);
  const refunded = await guest.order([{ product: 'Snack Platter', quantity: 1, lounge: 'VIP 4' }]);
  await admin.call('POST', `/api/admin/orders/${refunded}/refund`);

  const skybox = await seededGuest(shop, ['LNG-5005']);
  await setStatus(
    await skybox.order([
      { product: "Hendrick's Gin 70cl", quantity: 2, mixDrinks: ['Tonic Water'] },
      { product: 'Still Water 1L', quantity: 6 },
    ]),
    'completed',
  );
  const vip6 = await seededGuest(shop, ['LNG-6006']);
  await setStatus(await vip6.order([{ product: 'Whispering Angel Rosé 75cl', quantity: 2 }]), 'completed');

  const applicant = new HttpSession(shop.url);
  const applicantEmail = uniqueEmail('applicant');
  await applicant.call('POST', '/api/auth/apply', { email: applicantEmail, password: GUEST_PASSWORD, bookingNumber: 'LNG-9999' });
  return { guestEmail: guest.email, guest, applicantEmail };
}

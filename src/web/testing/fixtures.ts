import type { Profile } from '#shared/schemas/auth.ts';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import type { MixDrink, Product } from '#shared/schemas/shop.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import type { PublicSettings, Settings } from '#shared/schemas/settings.ts';
import type { Order, OrderItem } from '#shared/schemas/orders.ts';
import type { Edition } from '#shared/schemas/editions.ts';
import type { AccountSession } from '#shared/schemas/sessions.ts';
import { editionDays } from '#shared/edition-days.ts';

/*
 * Records as the API sends them (the shared schemas' types), with plain defaults a test overrides where its
 * point lies. Ids are valid UUIDs numbered in order of creation, so two records never share one.
 */

let next = 0;
/** A fresh UUID (version 4 form, as the server's), numbered in its first 8 digits: the short id pages show. */
export const newId = () => `${String(++next).padStart(8, '0')}-0000-4000-8000-000000000000`;

const CREATED = '2026-07-01T10:00:00.000Z';

export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  id: newId(),
  email: `guest${next}@example.com`,
  role: 'user',
  status: 'active',
  tokenBalance: 200,
  bookingNumber: null,
  loungeId: null,
  language: 'en',
  mustChangePassword: false,
  createdAt: CREATED,
  ...overrides,
});

export const anAdmin = (overrides: Partial<Profile> = {}) => aProfile({ email: 'admin@example.com', role: 'admin', ...overrides });

export const anAdminLounge = (overrides: Partial<AdminLounge> = {}): AdminLounge => ({
  id: newId(),
  tableNumber: '1',
  category: 'VIP',
  day: 'Thursday',
  minimumConsumptionTokens: 200,
  bookingNumber: null,
  isOccupied: false,
  tokensTransferred: false,
  createdAt: CREATED,
  assignedUsers: [],
  ...overrides,
});

export const aMyLounge = (overrides: Partial<MyLounge> = {}): MyLounge => ({
  id: newId(),
  tableNumber: '1',
  category: 'VIP',
  day: 'Thursday',
  ...overrides,
});

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: newId(),
  name: `Product ${next}`,
  description: '',
  imageUrl: null,
  photoHash: null,
  tokenPrice: 10,
  category: null,
  categoryType: 'other',
  maxMixChoices: 0,
  ...overrides,
});

/** A product as the back office lists it: active, and offered in the edition asked about. */
export const anAdminProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => ({
  ...aProduct(),
  translations: null,
  isActive: true,
  createdAt: '2026-07-01T10:00:00.000Z',
  offered: true,
  ...overrides,
});

export const aMixDrink = (name: string): MixDrink => ({ id: newId(), name });

/** The current edition: its festival Thursday 17 to Saturday 19 September 2026, pre-orders open for another day. */
export const anEdition = (overrides: Partial<Edition> = {}): Edition => ({
  id: newId(),
  name: 'Festival 2026',
  state: 'open',
  isCurrent: true,
  days: editionDays('2026-09-17'),
  preorderDeadline: new Date(Date.now() + 86_400_000).toISOString(),
  changeCutoff: null,
  contactEmail: 'orders@festival.example',
  ...overrides,
});

/** The settings admins edit: the shop open for another day, three token packages as the demo has them. */
export const shopSettings = (overrides: Partial<Settings> = {}): Settings => ({
  preorderDeadline: new Date(Date.now() + 86_400_000).toISOString(),
  contactEmail: 'orders@festival.example',
  guestsMayCancel: true,
  guestsMayChange: true,
  edition: anEdition(),
  tokenPackages: [
    { id: 'tokens-25', tokens: 25, priceChf: 275, popular: false },
    { id: 'tokens-50', tokens: 50, priceChf: 500, popular: true },
    { id: 'tokens-100', tokens: 100, priceChf: 950, popular: false },
  ],
  paymentMethods: ['card'],
  ...overrides,
});

/** What every visitor's shop reads: those settings, and tokens bought through the demo page. */
export const publicSettings = (overrides: Partial<PublicSettings> = {}): PublicSettings => ({ ...shopSettings(), cardPayments: 'demo', ...overrides });

/** A line of an order: one unit of a product for a lounge, nothing delivered yet. */
export const anOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem => {
  const lounge = overrides.lounge === undefined ? aMyLounge() : overrides.lounge;
  return {
    id: newId(),
    productId: newId(),
    productName: 'Lager 6-pack',
    imageUrl: null,
    photoHash: null,
    categoryType: 'beer',
    quantity: 1,
    tokenPrice: 18,
    loungeId: lounge?.id ?? null,
    lounge,
    mixDrinks: [],
    deliveredAt: null,
    ...overrides,
  };
};

/** A pending order whose total is its lines' sum. */
export const anOrder = (overrides: Partial<Order> = {}): Order => {
  const items = overrides.items ?? [anOrderItem()];
  return {
    id: newId(),
    status: 'pending',
    totalTokens: items.reduce((sum, item) => sum + item.quantity * item.tokenPrice, 0),
    refundedTokens: 0,
    createdAt: CREATED,
    edition: { id: '00000000-0000-4000-8000-000000002026', name: 'Festival 2026', days: editionDays('2026-07-02'), preorderDeadline: '2026-06-30T18:00:00.000Z', changeCutoff: null, contactEmail: 'orders@festival.example' },
    delivery: { state: 'none', lastDeliveredAt: null, deliveredLounges: [] },
    items,
    ...overrides,
  };
};

/** A session of the signed-in person's, on another device unless `current`; its id is 16 hex digits as the server's. */
export const anAccountSession = (overrides: Partial<AccountSession> = {}): AccountSession => ({
  id: String(++next).padStart(16, '0'),
  browser: 'Firefox',
  os: 'macOS',
  ipAddress: '203.0.113.7',
  createdAt: CREATED,
  lastSeenAt: '2026-07-02T18:30:00.000Z',
  current: false,
  ...overrides,
});

import type { Profile } from '#shared/schemas/auth.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import type { MixDrink, Product } from '#shared/schemas/shop.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import type { PublicSettings } from '#shared/schemas/settings.ts';

/*
 * Records as the API sends them (the shared schemas' types), with plain defaults a test overrides where its
 * point lies. Ids are valid UUIDs numbered in order of creation, so two records never share one.
 */

let next = 0;
/** A fresh UUID (version 4 form, as the server's). */
export const newId = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

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
  tokenPrice: 10,
  category: null,
  categoryType: 'other',
  maxMixChoices: 0,
  ...overrides,
});

export const aMixDrink = (name: string): MixDrink => ({ id: newId(), name });

/** The shop open for another day, three token packages as the demo has them. */
export const publicSettings = (overrides: Partial<PublicSettings> = {}): PublicSettings => ({
  preorderDeadline: new Date(Date.now() + 86_400_000).toISOString(),
  contactEmail: 'orders@festival.example',
  tokenPackages: [
    { id: 'tokens-25', tokens: 25, priceChf: 275, popular: false },
    { id: 'tokens-50', tokens: 50, priceChf: 500, popular: true },
    { id: 'tokens-100', tokens: 100, priceChf: 950, popular: false },
  ],
  ...overrides,
});

import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { LoungeDay, CategoryType } from '#shared/constants.ts';
import { festivalStartAfter } from '#shared/edition-days.ts';
import { passwordStrength } from '#shared/password-strength.ts';
import { hashPassword } from '#server/crypto/passwords.ts';
import type { Db } from './client.ts';
import { editions, lounges, mixDrinks, products, profiles } from './schema/index.ts';

export const DEMO_ADMIN_EMAIL = 'admin@lounge.local';

export type AdminBootstrap = { email: string; password?: string; created: boolean };

/**
 * Makes sure the shop has an administrator. ADMIN_EMAIL/ADMIN_PASSWORD choose the account; without
 * them (or without a password) one is generated and the caller prints the password once. A generated
 * password has been on a console, so its account must choose its own before the back office opens. A chosen one
 * must meet the rule of admin passwords (docs/decisions/036), or the start stops here.
 */
export async function ensureAdmin(db: Db, email?: string, password?: string): Promise<AdminBootstrap | null> {
  if (!email) {
    const [admins] = await db.select({ n: count() }).from(profiles).where(eq(profiles.role, 'admin'));
    if (admins!.n > 0) return null;
  }
  const adminEmail = email ?? DEMO_ADMIN_EMAIL;
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, adminEmail));
  if (existing) return { email: adminEmail, created: false };
  if (password !== undefined && (await passwordStrength(password, { role: 'admin', email: adminEmail })).refusal) {
    throw new Error('ADMIN_PASSWORD is too common or easy to guess: choose another (docs/decisions/036)');
  }
  const adminPassword = password ?? randomBytes(12).toString('base64url');
  await db.insert(profiles).values({
    email: adminEmail,
    passwordHash: await hashPassword(adminPassword),
    role: 'admin',
    status: 'active',
    mustChangePassword: password === undefined,
  });
  return { email: adminEmail, password: password ? undefined : adminPassword, created: true };
}

type DemoLounge = { table: string; category: string; day: LoungeDay; tokens: number; booking?: string };

// Booking numbers that span several lounges show the multi-lounge flows: LNG-2002 covers two days.
const DEMO_LOUNGES: DemoLounge[] = [
  { table: '1', category: 'VIP', day: 'Thursday', tokens: 200, booking: 'LNG-1001' },
  { table: '2', category: 'VIP', day: 'Thursday', tokens: 150, booking: 'LNG-2002' },
  { table: '3', category: 'VIP', day: 'Thursday', tokens: 150 },
  { table: '1', category: 'Terrace', day: 'Friday', tokens: 300, booking: 'LNG-3003' },
  { table: '2', category: 'Terrace', day: 'Friday', tokens: 300, booking: 'LNG-3003' },
  { table: '4', category: 'VIP', day: 'Friday', tokens: 150, booking: 'LNG-2002' },
  { table: '5', category: 'VIP', day: 'Friday', tokens: 250, booking: 'LNG-4004' },
  { table: '1', category: 'Skybox', day: 'Saturday', tokens: 500, booking: 'LNG-5005' },
  { table: '6', category: 'VIP', day: 'Saturday', tokens: 200, booking: 'LNG-6006' },
  { table: '7', category: 'VIP', day: 'Saturday', tokens: 200 },
];

type DemoProduct = { name: string; description: string; price: number; category: string; type: CategoryType; mix?: number };

const DEMO_PRODUCTS: DemoProduct[] = [
  { name: 'Grey Goose Vodka 70cl', description: 'French premium vodka, served on ice.', price: 120, category: 'Spirits', type: 'bottle', mix: 3 },
  { name: "Hendrick's Gin 70cl", description: 'Scottish gin with cucumber and rose.', price: 110, category: 'Spirits', type: 'bottle', mix: 3 },
  { name: 'Havana Club 7 Años 70cl', description: 'Cuban dark rum.', price: 95, category: 'Spirits', type: 'bottle', mix: 2 },
  { name: 'Jack Daniel’s 70cl', description: 'Tennessee whiskey.', price: 100, category: 'Spirits', type: 'bottle', mix: 2 },
  { name: 'Lager 6-pack', description: 'Six chilled 33cl lagers.', price: 18, category: 'Beer', type: 'beer' },
  { name: 'Craft IPA 6-pack', description: 'Six local India pale ales.', price: 24, category: 'Beer', type: 'beer' },
  { name: 'Prosecco DOC 75cl', description: 'Dry Italian sparkling wine.', price: 40, category: 'Bubbles', type: 'sparkling' },
  { name: 'Moët & Chandon Brut 75cl', description: 'Champagne, served in an ice bucket.', price: 95, category: 'Bubbles', type: 'sparkling' },
  { name: 'Still Water 1L', description: 'Extra still mineral water.', price: 4, category: 'Soft', type: 'water' },
  { name: 'Sparkling Water 1L', description: 'Extra sparkling mineral water.', price: 4, category: 'Soft', type: 'water' },
  { name: 'Pinot Noir 75cl', description: 'Swiss red wine from Valais.', price: 38, category: 'Wine', type: 'wine' },
  { name: 'Chasselas 75cl', description: 'Swiss white wine from Lavaux.', price: 34, category: 'Wine', type: 'wine' },
  { name: 'Whispering Angel Rosé 75cl', description: 'Provence rosé.', price: 45, category: 'Wine', type: 'rose' },
  { name: 'Red Bull 4-pack', description: 'Four 25cl cans.', price: 12, category: 'Soft', type: 'other' },
  { name: 'Snack Platter', description: 'Nuts, chips and olives for the table.', price: 20, category: 'Food', type: 'other' },
];

const DEMO_MIX_DRINKS = ['Coca-Cola', 'Coca-Cola Zero', 'Tonic Water', 'Ginger Ale', 'Sprite', 'Orange Juice', 'Cranberry Juice', 'Red Bull'];

/** Fills an empty shop with demo lounges, catalogue and an open pre-order period. Returns the booking numbers. */
export async function seedDemoData(db: Db, now = new Date()): Promise<string[] | null> {
  const [existing] = await db.select({ n: count() }).from(lounges);
  if (existing!.n > 0) return null;
  await db.transaction(async (tx) => {
    // The spec's deadline is in the past; a demo shop opens a pre-order window so ordering can be tried. The
    // migration made the first edition (docs/decisions/031-editions.md); the demo dates it by that window.
    const deadline = new Date(now.getTime() + 60 * 24 * 60 * 60 * 1000);
    const festivalStart = festivalStartAfter(deadline);
    const [edition] = await tx
      .update(editions)
      .set({ name: `Festival ${festivalStart.slice(0, 4)}`, festivalStart, preorderDeadline: deadline, state: 'open', updatedAt: now })
      .where(eq(editions.isCurrent, true))
      .returning({ id: editions.id });
    await tx.insert(lounges).values(
      DEMO_LOUNGES.map((l) => ({
        editionId: edition!.id,
        tableNumber: l.table,
        category: l.category,
        day: l.day,
        minimumConsumptionTokens: l.tokens,
        bookingNumber: l.booking ?? null,
      })),
    );
    await tx.insert(products).values(
      DEMO_PRODUCTS.map((p) => ({
        name: p.name,
        description: p.description,
        tokenPrice: p.price,
        category: p.category,
        categoryType: p.type,
        maxMixChoices: p.mix ?? 0,
      })),
    );
    await tx.insert(mixDrinks).values(DEMO_MIX_DRINKS.map((name) => ({ name })));
  });
  return DEMO_BOOKINGS;
}

const DEMO_BOOKINGS = [...new Set(DEMO_LOUNGES.flatMap((l) => (l.booking ? [l.booking] : [])))];

/** Whether the demo's booking numbers open lounges of this shop: seeded at a first start, still there at a restart. */
export async function holdsDemoBookings(db: Db): Promise<boolean> {
  const [found] = await db.select({ n: count() }).from(lounges).where(inArray(lounges.bookingNumber, DEMO_BOOKINGS));
  return found!.n > 0;
}

/** For the start banner: "LNG-1001", or for a number that covers several lounges, "LNG-2002 (2 lounges: Thursday, Friday)". */
export function describeDemoBookings(): string[] {
  const byBooking = new Map<string, DemoLounge[]>();
  for (const lounge of DEMO_LOUNGES) {
    if (lounge.booking) byBooking.set(lounge.booking, [...(byBooking.get(lounge.booking) ?? []), lounge]);
  }
  return [...byBooking].map(([booking, held]) => {
    if (held.length === 1) return booking;
    const days = [...new Set(held.map((l) => l.day))];
    return `${booking} (${held.length} lounges${days.length === 1 ? ` on ${days[0]}` : `: ${days.join(', ')}`})`;
  });
}

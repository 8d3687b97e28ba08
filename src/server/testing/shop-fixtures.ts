import { eq } from 'drizzle-orm';
import type { Language } from '#shared/constants.ts';
import { registerResponse } from '#shared/schemas/auth.ts';
import type { Db } from '#server/db/client.ts';
import { editions, mixDrinks, products } from '#server/db/schema/index.ts';
import { ApiClient, readJson } from './api-client.ts';
import { GOOD_PASSWORD, insertLounge } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;
const unique = () => `${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

/** The spec's deadline lies in the past; tests that order open the shop first (or close it on purpose). */
export async function setDeadline(db: Db, deadline: Date, contactEmail = 'orders@festival.example') {
  await db.update(editions).set({ preorderDeadline: deadline, contactEmail }).where(eq(editions.isCurrent, true));
}
export const openShop = (db: Db) => setDeadline(db, new Date(Date.now() + 30 * DAY_MS));

/** The back office's edit of a product with a new name, as its form sends it (no description, category or image). */
export const productRenameBody = (product: { tokenPrice: number; categoryType: string; maxMixChoices: number }, name: string) => ({
  name,
  description: '',
  tokenPrice: product.tokenPrice,
  category: '',
  categoryType: product.categoryType,
  maxMixChoices: product.maxMixChoices,
  imageUrl: '',
});

export async function insertProduct(db: Db, values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${unique()}`, tokenPrice: 10, categoryType: 'other', ...values })
    .returning();
  return row!;
}

export const insertBottle = (db: Db, values: Partial<typeof products.$inferInsert> = {}) =>
  insertProduct(db, { categoryType: 'bottle', maxMixChoices: 2, tokenPrice: 100, ...values });

export async function insertMixDrink(db: Db, values: Partial<typeof mixDrinks.$inferInsert> = {}) {
  const [row] = await db
    .insert(mixDrinks)
    .values({ name: `Mix ${unique()}`, ...values })
    .returning();
  return row!;
}

/**
 * A signed-in guest who registered with a fresh booking of one lounge worth `tokens`, exactly as a
 * real guest gets a balance (one lounge_grant ledger row).
 */
export async function registeredGuest(
  t: TestApp,
  options: { tokens?: number; day?: 'Thursday' | 'Friday' | 'Saturday'; language?: Language } = {},
) {
  const bookingNumber = `BK-${unique()}`;
  const lounge = await insertLounge(t.database.db, {
    bookingNumber,
    minimumConsumptionTokens: options.tokens ?? 500,
    tableNumber: String(++counter),
    day: options.day ?? 'Friday',
  });
  const client = new ApiClient(t.app);
  const email = `guest-${unique()}@example.com`;
  const res = await client.post('/api/auth/register', { email, password: GOOD_PASSWORD, bookingNumber, language: options.language });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  const profile = readJson(res, registerResponse).profile;
  return { client, lounge, userId: profile.id, email, bookingNumber };
}

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { LoungeDay } from '#shared/constants.ts';
import { editionDays, type EditionDays } from '#shared/edition-days.ts';
import { LIVE_CHANNEL } from '#server/db/live-notify.ts';
import { mailSubject } from '#server/mail/templates/render-mail.tsx';
import { checkout } from '#server/modules/orders/checkout/checkout.orchestration.ts';
import { captureStatements } from './capture.ts';
import type { Dataset, Guest } from './dataset.ts';
import { floorLoad, type LoadResult } from './load.ts';

/** One line of a checkout, for the guest's lounge of the current edition. */
export type CheckoutLine = { productId: string; tokenPrice: number; quantity: number; mixDrinkId?: string };
export type CheckoutPlan = { guest: Guest; lines: CheckoutLine[]; idempotencyKey: string };

/**
 * Row 1's checkouts, in turn over every guest and product: a bottle with one mix drink and two of another drink.
 * Consecutive plans belong to different guests, so the concurrent ones do not queue on one guest's row lock. Each
 * has a fresh idempotency key.
 */
export function checkoutPlans(dataset: Dataset, tag: string) {
  let k = 0;
  return (): CheckoutPlan => {
    const n = k++;
    const bottle = dataset.bottles[n % dataset.bottles.length]!;
    const other = dataset.others[n % dataset.others.length]!;
    return {
      guest: dataset.guests[n % dataset.guests.length]!,
      lines: [
        { productId: bottle.id, tokenPrice: bottle.tokenPrice, quantity: 1, mixDrinkId: dataset.mixDrinkIds[n % dataset.mixDrinkIds.length]! },
        { productId: other.id, tokenPrice: other.tokenPrice, quantity: 2 },
      ],
      idempotencyKey: `${tag}-${n}-${randomUUID()}`,
    };
  };
}

/** The cart as the shop sends it. */
const checkoutItems = ({ guest, lines }: CheckoutPlan) =>
  lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    loungeId: guest.loungeId,
    ...(l.mixDrinkId ? { mixDrinkIds: [l.mixDrinkId] } : {}),
    tokenPrice: l.tokenPrice,
  }));

export const checkoutBody = (plan: CheckoutPlan) => JSON.stringify({ idempotencyKey: plan.idempotencyKey, items: checkoutItems(plan) });

/** `$from, $from+1, ...`: Drizzle numbers a statement's parameters in the order they appear. */
const params = (from: number, n: number) => Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ');
/** n rows of `width` parameters each, as a multi-row insert numbers them. */
const rows = (n: number, width: number, row: (p: string) => string) =>
  Array.from({ length: n }, (_, i) => row(params(1 + i * width, width))).join(', ');

const EDITION_COLUMNS = `"id", "name", "festival_start", "preorder_deadline", "contact_email", "change_cutoff", "state", "is_current", "created_at", "updated_at"`;
const ORDER_COLUMNS = `"id", "user_id", "edition_id", "total_tokens", "status", "is_manual", "is_free", "created_by", "idempotency_key", "created_at", "updated_at"`;

/**
 * The statements the checkout sends, word for word as Drizzle renders them (captured with Drizzle's query logger from
 * orders/checkout/checkout.orchestration.ts and what it calls; `floorMatchesApp` checks them at every run), in the
 * same order, in one transaction, the live-update notifications (docs/decisions/021: PostgreSQL serialises the
 * commits of notifying transactions, so they cost the floor too) and the queued mail (decision 022) included.
 */
const SQL = {
  lockBuyer: `select "id", "email", "password_hash", "role", "status", "token_balance", "booking_number", "lounge_id", "reminders_opt_out", "language", "must_change_password", "created_at" from "profiles" where "profiles"."id" = $1 for no key update`,
  findByKey: `select ${ORDER_COLUMNS} from "orders" where ("orders"."user_id" = $1 and "orders"."idempotency_key" = $2)`,
  // The current edition, then held FOR SHARE until commit (docs/decisions/031).
  currentEdition: `select ${EDITION_COLUMNS} from "editions" where "editions"."state" <> $1 order by "editions"."is_current" desc, "editions"."festival_start" desc limit $2`,
  holdEdition: `select ${EDITION_COLUMNS} from "editions" where "editions"."id" = $1 for share`,
  products: (n: number) =>
    `select "id", "name", "description", "image_url", "photo_hash", "token_price", "category", "category_type", "max_mix_choices", "translations", "is_active", "created_at", "updated_at" from "products" where ("products"."id" in (${params(1, n)}) and "products"."is_active" = $${n + 1}) order by "products"."id" asc for key share`,
  // The products the edition leaves out of its offer (docs/decisions/031), none in the bench's data.
  hiddenProducts: (n: number) =>
    `select "product_id" from "edition_hidden_products" where ("edition_hidden_products"."edition_id" = $1 and "edition_hidden_products"."product_id" in (${params(2, n)})) order by "edition_hidden_products"."product_id" asc`,
  ownLounges: (n: number) =>
    `select "lounge_id" from "user_lounge_assignments" where ("user_lounge_assignments"."user_id" = $1 and "user_lounge_assignments"."lounge_id" in (${params(2, n)}))`,
  otherEditionLounges: (n: number) =>
    `select "lounges"."id", "lounges"."table_number", "lounges"."category", "editions"."name" from "lounges" inner join "editions" on "editions"."id" = "lounges"."edition_id" where ("lounges"."id" in (${params(1, n)}) and "lounges"."edition_id" <> $${n + 1})`,
  mixDrinks: (n: number) => `select "id" from "mix_drinks" where ("mix_drinks"."id" in (${params(1, n)}) and "mix_drinks"."is_active" = $${n + 1})`,
  // Stock limits (docs/decisions/018): the lines' lounge days, the stock rows of those keys, and for each row found its units.
  days: (n: number) => `select "id", "day" from "lounges" where "lounges"."id" in (${params(1, n)})`,
  stock: (n: number) =>
    `select "edition_id", "product_id", "day", "quantity", "max_per_guest", "sold", "updated_at" from "product_stock" where ${Array.from(
      { length: n },
      (_, i) => `("product_stock"."edition_id" = $${3 * i + 1} and "product_stock"."product_id" = $${3 * i + 2} and "product_stock"."day" = $${3 * i + 3})`,
    ).join(' or ')}`,
  take: `update "product_stock" set "sold" = "product_stock"."sold" + $1 where (("product_stock"."edition_id" = $2 and "product_stock"."product_id" = $3 and "product_stock"."day" = $4) and ("product_stock"."quantity" is null or "product_stock"."sold" + $5 <= "product_stock"."quantity")) returning "sold"`,
  insertOrder: `insert into "orders" (${ORDER_COLUMNS}) values (default, $1, $2, $3, $4, default, default, default, $5, default, default) returning ${ORDER_COLUMNS}`,
  insertItems: (n: number) =>
    `insert into "order_items" ("id", "order_id", "edition_id", "product_id", "quantity", "token_price", "lounge_id", "day", "delivered_at", "delivered_by") values ${rows(n, 8, (p) => `(${p}, default, default)`)}`,
  insertMixes: (n: number) => `insert into "order_item_mix_drinks" ("id", "order_item_id", "mix_drink_id", "quantity") values ${rows(n, 3, (p) => `(default, ${p})`)}`,
  debit: `update "profiles" set "token_balance" = "profiles"."token_balance" + $1 where ("profiles"."id" = $2 and "profiles"."token_balance" + $3 >= $4 and "profiles"."status" <> $5) returning "token_balance"`,
  ledger: `insert into "token_ledger" ("id", "user_id", "delta", "kind", "order_id", "lounge_id", "payment_id", "payout_id", "actor_id", "note", "created_at") values (default, $1, $2, $3, $4, default, default, default, default, default, default)`,
  readItems: `select "order_items"."id", "order_items"."order_id", "order_items"."product_id", "products"."name", "products"."image_url", "products"."photo_hash", "products"."category_type", "order_items"."quantity", "order_items"."token_price", "order_items"."lounge_id", "lounges"."id", "lounges"."table_number", "lounges"."category", "lounges"."day", "order_items"."delivered_at" from "order_items" inner join "products" on "products"."id" = "order_items"."product_id" left join "lounges" on "lounges"."id" = "order_items"."lounge_id" where "order_items"."order_id" in ($1) order by "products"."name" asc, "order_items"."id" asc`,
  readMixes: (n: number) =>
    `select "order_item_mix_drinks"."order_item_id", "mix_drinks"."id", "mix_drinks"."name", "order_item_mix_drinks"."quantity" from "order_item_mix_drinks" inner join "mix_drinks" on "mix_drinks"."id" = "order_item_mix_drinks"."mix_drink_id" where "order_item_mix_drinks"."order_item_id" in (${params(1, n)}) order by "mix_drinks"."name" asc`,
  editionNames: `select "id", "name", "festival_start", "preorder_deadline", "change_cutoff", "contact_email" from "editions" where "editions"."id" in ($1)`,
  // The catalogue's translations of the order's products and mix drinks, for the mail in every language (decision 045).
  productTexts: (n: number) => `select "id", "translations" from "products" where "products"."id" in (${params(1, n)})`,
  mixDrinkTexts: (n: number) => `select "id", "translations" from "mix_drinks" where "mix_drinks"."id" in (${params(1, n)})`,
  queueMail: `insert into "mails" ("id", "kind", "recipient", "profile_id", "payload", "subject", "dedupe_key", "status", "attempts", "next_attempt_at", "locked_until", "last_error", "created_at", "sent_at") values (default, $1, $2, $3, $4, $5, $6, default, default, default, default, default, default, default) on conflict ("dedupe_key") do nothing returning "id"`,
  notify: `select pg_notify($1, $2)`,
};

type Query = <R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<pg.QueryResult<R>>;

const notify = (query: Query, event: object) => query(SQL.notify, [LIVE_CHANNEL, JSON.stringify(event)]);

type ReadItem = { product_id: string; name: string; quantity: number; token_price: number; category: string; table_number: string; day: LoungeDay };
type ReadMix = { order_item_id: string; id: string; name: string; quantity: number };

/** `pg` hands a date column over as a Date at local midnight. */
const toIsoDate = (date: Date | string) =>
  typeof date === 'string'
    ? date.slice(0, 10)
    : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The order-placed mail's payload, from the order as read back (guest-mails.service.ts). The items' rows carry two
 * columns named id (the line's and its lounge's), so their mix drinks are found through the line's product.
 */
function placedMail(
  orderId: string,
  items: ReadItem[],
  mixes: ReadMix[],
  itemIdOf: (productId: string) => string,
  days: EditionDays,
  totalTokens: number,
  balance: number,
) {
  return {
    orderId,
    items: items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      tokenPrice: i.token_price,
      mixDrinks: mixes.filter((m) => m.order_item_id === itemIdOf(i.product_id)).map((m) => (m.quantity > 1 ? `${m.quantity} × ${m.name}` : m.name)),
      lounge: `${i.category} ${i.table_number}`,
      day: i.day,
      date: i.day ? days[i.day] : null,
    })),
    totalTokens,
    balance,
  };
}

/** One checkout of `plan`, statement for statement as the app sends it, through `query`. */
async function floorCheckout(query: Query, { guest, lines, idempotencyKey }: CheckoutPlan) {
  await query('begin');
  try {
    await query(SQL.lockBuyer, [guest.id]);
    await query(SQL.findByKey, [guest.id, idempotencyKey]);
    const edition = (await query<{ id: string; festival_start: Date | string }>(SQL.currentEdition, ['preparing', 1])).rows[0]!;
    const current = edition.id;
    await query(SQL.holdEdition, [current]);
    const productIds = lines.map((l) => l.productId);
    const products = await query<{ id: string; token_price: number }>(SQL.products(productIds.length), [...productIds, true]);
    const price = new Map(products.rows.map((p) => [p.id, p.token_price]));
    await query(SQL.hiddenProducts(products.rows.length), [current, ...products.rows.map((p) => p.id)]);
    await query(SQL.ownLounges(1), [guest.id, guest.loungeId]);
    await query(SQL.otherEditionLounges(1), [guest.loungeId, current]);
    const mixDrinkIds = lines.flatMap((l) => (l.mixDrinkId ? [l.mixDrinkId] : []));
    if (mixDrinkIds.length > 0) await query(SQL.mixDrinks(mixDrinkIds.length), [...mixDrinkIds, true]);
    const day = (await query<{ day: LoungeDay | null }>(SQL.days(1), [guest.loungeId])).rows[0]?.day ?? null;
    const keys = [...productIds].sort();
    const stock = await query<{ product_id: string }>(SQL.stock(keys.length), keys.flatMap((productId) => [current, productId, day]));
    const limited = new Set(stock.rows.map((row) => row.product_id));
    // Units are taken in the lock order (by product), from the limited rows only.
    for (const productId of keys.filter((id) => limited.has(id))) {
      const units = lines.find((l) => l.productId === productId)!.quantity;
      const taken = await query(SQL.take, [units, current, productId, day, units]);
      if (taken.rowCount !== 1) throw new Error('floor checkout: sold out');
    }
    if (limited.size > 0) await notify(query, { kind: 'stock' });
    const total = lines.reduce((sum, l) => sum + price.get(l.productId)! * l.quantity, 0);
    const order = await query<{ id: string }>(SQL.insertOrder, [guest.id, current, total, 'pending', idempotencyKey]);
    const orderId = order.rows[0]!.id;
    const itemIds = lines.map(() => randomUUID());
    await query(
      SQL.insertItems(lines.length),
      lines.flatMap((l, i) => [itemIds[i], orderId, current, l.productId, l.quantity, l.tokenPrice, guest.loungeId, day]),
    );
    const mixed = lines.flatMap((l, i) => (l.mixDrinkId ? [[itemIds[i], l.mixDrinkId, 1]] : []));
    if (mixed.length > 0) await query(SQL.insertMixes(mixed.length), mixed.flat());
    await notify(query, { kind: 'order', change: 'placed', orderId, profileId: guest.id });
    const debited = await query<{ token_balance: number }>(SQL.debit, [-total, guest.id, -total, 0, 'deleted']);
    if (debited.rowCount !== 1) throw new Error('floor checkout: insufficient balance');
    await query(SQL.ledger, [guest.id, -total, 'order', orderId]);
    await notify(query, { kind: 'balance', profileId: guest.id });
    const items = await query<ReadItem>(SQL.readItems, [orderId]);
    const mixes = await query<ReadMix>(SQL.readMixes(itemIds.length), itemIds);
    await query(SQL.editionNames, [current]);
    const orderedProducts = [...new Set(items.rows.map((i) => i.product_id))];
    await query(SQL.productTexts(orderedProducts.length), orderedProducts);
    const orderedMixDrinks = [...new Set(mixes.rows.map((m) => m.id))];
    if (orderedMixDrinks.length > 0) await query(SQL.mixDrinkTexts(orderedMixDrinks.length), orderedMixDrinks);
    const itemIdOf = (productId: string) => itemIds[lines.findIndex((l) => l.productId === productId)]!;
    const days = editionDays(toIsoDate(edition.festival_start));
    const payload = placedMail(orderId, items.rows, mixes.rows, itemIdOf, days, total, debited.rows[0]!.token_balance);
    const subject = mailSubject({ kind: 'order_placed', payload });
    await query(SQL.queueMail, ['order_placed', guest.email, guest.id, JSON.stringify(payload), subject, `order_placed:${orderId}`]);
    await query('commit');
  } catch (error) {
    await query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * The physical floor for checkout: the same transaction straight to PostgreSQL through `pg`, `concurrency`
 * checkouts in flight for `seconds`, one connection each.
 */
export const checkoutFloor = (url: string, next: () => CheckoutPlan, concurrency: number, seconds: number): Promise<LoadResult> =>
  floorLoad(url, concurrency, concurrency, seconds, async (pool) => {
    const client = await pool.connect();
    try {
      await floorCheckout((text, values) => client.query(text, values), next());
    } finally {
      client.release();
    }
  });

/**
 * Whether the floor still sends what the app sends: one checkout of `plan` through the app's own code with Drizzle's
 * logger and one through the floor, statement texts compared. Null when they are the same, else the first difference.
 * Both checkouts are real orders (a key of their own each).
 */
export async function floorMatchesApp(url: string, plan: CheckoutPlan): Promise<string | null> {
  const app = await captureStatements(url, (db) =>
    checkout(db, plan.guest.id, { items: checkoutItems(plan), idempotencyKey: `${plan.idempotencyKey}-app` }),
  );
  const floor: string[] = [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const recorded: Query = (text, values) => {
      floor.push(text);
      return client.query(text, values);
    };
    await floorCheckout(recorded, { ...plan, idempotencyKey: `${plan.idempotencyKey}-floor` });
  } finally {
    await client.end();
  }
  const appTexts = app.map((c) => c.query);
  const at = appTexts.findIndex((text, i) => text !== floor[i]);
  if (at === -1 && appTexts.length === floor.length) return null;
  const i = at === -1 ? Math.min(appTexts.length, floor.length) : at;
  return `statement ${i + 1} of ${appTexts.length}: app sends ${appTexts[i] ?? '(nothing)'}; floor sends ${floor[i] ?? '(nothing)'}`;
}

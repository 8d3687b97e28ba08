import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { LIVE_CHANNEL } from '#server/db/live-notify.ts';
import type { Dataset, Guest } from './dataset.ts';
import type { LoadResult } from './load.ts';

/** One checkout: a bottle with one mix drink and two of another drink, for one guest's lounge. */
export type CheckoutPlan = {
  guest: Guest;
  bottle: { id: string; tokenPrice: number };
  other: { id: string; tokenPrice: number };
  mixDrinkId: string;
  idempotencyKey: string;
};

/**
 * Checkouts in turn over every guest and product: consecutive plans belong to different guests, so the
 * concurrent ones do not queue on one guest's row lock. Each has a fresh idempotency key.
 */
export function checkoutPlans(dataset: Dataset, tag: string) {
  let k = 0;
  return (): CheckoutPlan => {
    const n = k++;
    return {
      guest: dataset.guests[n % dataset.guests.length]!,
      bottle: dataset.bottles[n % dataset.bottles.length]!,
      other: dataset.others[n % dataset.others.length]!,
      mixDrinkId: dataset.mixDrinkIds[n % dataset.mixDrinkIds.length]!,
      idempotencyKey: `${tag}-${n}-${randomUUID()}`,
    };
  };
}

export const checkoutBody = (plan: CheckoutPlan) =>
  JSON.stringify({
    idempotencyKey: plan.idempotencyKey,
    items: [
      { productId: plan.bottle.id, quantity: 1, loungeId: plan.guest.loungeId, mixDrinkIds: [plan.mixDrinkId], tokenPrice: plan.bottle.tokenPrice },
      { productId: plan.other.id, quantity: 2, loungeId: plan.guest.loungeId, tokenPrice: plan.other.tokenPrice },
    ],
  });

/**
 * The statements the checkout sends for such an order, word for word as Drizzle renders them (captured with
 * Drizzle's query logger from orders/checkout/checkout.orchestration.ts and the repositories it calls), in the
 * same order and in one transaction, the live-update notifications included (docs/decisions/021: PostgreSQL
 * serialises the commits of notifying transactions, so they cost the floor too).
 */
const SQL = {
  lockBuyer: `select "id", "status", "token_balance" from "profiles" where "profiles"."id" = $1 for no key update`,
  findByKey: `select "id", "user_id", "total_tokens", "status", "is_manual", "is_free", "created_by", "idempotency_key", "created_at", "updated_at" from "orders" where ("orders"."user_id" = $1 and "orders"."idempotency_key" = $2)`,
  settings: `select "id", "preorder_deadline", "contact_email", "token_packages", "updated_at" from "shop_settings" where "shop_settings"."id" = $1`,
  products: `select "id", "name", "description", "image_url", "token_price", "category", "category_type", "max_mix_choices", "is_active", "created_at", "updated_at" from "products" where ("products"."id" in ($1, $2) and "products"."is_active" = $3) order by "products"."id" asc for key share`,
  // Stock limits (docs/decisions/018): the lines' lounge days and the (absent) stock rows of those products and days.
  days: `select "id", "day" from "lounges" where "lounges"."id" in ($1)`,
  stock: `select * from "product_stock" where (("product_stock"."product_id" = $1 and "product_stock"."day" = $2) or ("product_stock"."product_id" = $3 and "product_stock"."day" = $4))`,
  lounges: `select "lounge_id" from "user_lounge_assignments" where ("user_lounge_assignments"."user_id" = $1 and "user_lounge_assignments"."lounge_id" in ($2))`,
  mixDrinks: `select "id" from "mix_drinks" where ("mix_drinks"."id" in ($1) and "mix_drinks"."is_active" = $2)`,
  insertOrder: `insert into "orders" ("id", "user_id", "total_tokens", "status", "is_manual", "is_free", "created_by", "idempotency_key", "created_at", "updated_at") values (default, $1, $2, $3, default, default, default, $4, default, default) returning "id", "user_id", "total_tokens", "status", "is_manual", "is_free", "created_by", "idempotency_key", "created_at", "updated_at"`,
  insertItems: `insert into "order_items" ("id", "order_id", "product_id", "quantity", "token_price", "lounge_id", "day") values ($1, $2, $3, $4, $5, $6, $7), ($8, $9, $10, $11, $12, $13, $14)`,
  insertMix: `insert into "order_item_mix_drinks" ("id", "order_item_id", "mix_drink_id", "quantity") values (default, $1, $2, $3)`,
  debit: `update "profiles" set "token_balance" = "profiles"."token_balance" + $1 where ("profiles"."id" = $2 and "profiles"."token_balance" + $3 >= $4) returning "token_balance"`,
  ledger: `insert into "token_ledger" ("id", "user_id", "delta", "kind", "order_id", "lounge_id", "payment_id", "actor_id", "note", "created_at") values (default, $1, $2, $3, $4, default, default, default, default, default)`,
  readItems: `select "order_items"."id", "order_items"."order_id", "order_items"."product_id", "products"."name", "products"."image_url", "products"."category_type", "order_items"."quantity", "order_items"."token_price", "order_items"."lounge_id", "lounges"."id", "lounges"."table_number", "lounges"."category", "lounges"."day" from "order_items" inner join "products" on "products"."id" = "order_items"."product_id" left join "lounges" on "lounges"."id" = "order_items"."lounge_id" where "order_items"."order_id" in ($1) order by "products"."name" asc, "order_items"."id" asc`,
  notify: `select pg_notify($1, $2)`,
  readMixes: `select "order_item_mix_drinks"."order_item_id", "mix_drinks"."id", "mix_drinks"."name", "order_item_mix_drinks"."quantity" from "order_item_mix_drinks" inner join "mix_drinks" on "mix_drinks"."id" = "order_item_mix_drinks"."mix_drink_id" where "order_item_mix_drinks"."order_item_id" in ($1, $2) order by "mix_drinks"."name" asc`,
};

/** The live-update notifications the order core sends: the order placed (after its lines), then the balance. */
export async function notifyOrderPlaced(client: pg.PoolClient, orderId: string, guestId: string) {
  const event = { kind: 'order', change: 'placed', orderId, profileId: guestId };
  await client.query(SQL.notify, [LIVE_CHANNEL, JSON.stringify(event)]);
}
export async function notifyBalance(client: pg.PoolClient, guestId: string) {
  await client.query(SQL.notify, [LIVE_CHANNEL, JSON.stringify({ kind: 'balance', profileId: guestId })]);
}
/** A checkout that took units of a limited product announces it once, after its last stock row. */
export async function notifyStock(client: pg.PoolClient) {
  await client.query(SQL.notify, [LIVE_CHANNEL, JSON.stringify({ kind: 'stock' })]);
}

/**
 * One floor checkout: `statements` in one transaction on a client of `pool`, committed, or rolled back if one
 * fails. Both floors (row 1 and the hot product) run so.
 */
export async function floorTransaction(pool: pg.Pool, statements: (client: pg.PoolClient) => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await statements(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * How every checkout starts, as the order core does it: lock the buyer (NO KEY UPDATE, docs/decisions/013), look
 * for an earlier attempt with the same key, read the settings. Both floors (row 1 and the hot product) begin so.
 */
export async function beginCheckout(client: pg.PoolClient, guestId: string, idempotencyKey: string) {
  await client.query(SQL.lockBuyer, [guestId]);
  await client.query(SQL.findByKey, [guestId, idempotencyKey]);
  await client.query(SQL.settings, [1]);
}

function floorCheckout(pool: pg.Pool, plan: CheckoutPlan) {
  const { guest, bottle, other, mixDrinkId, idempotencyKey } = plan;
  return floorTransaction(pool, async (client) => {
    await beginCheckout(client, guest.id, idempotencyKey);
    const products = await client.query(SQL.products, [bottle.id, other.id, true]);
    await client.query(SQL.lounges, [guest.id, guest.loungeId]);
    await client.query(SQL.mixDrinks, [mixDrinkId, true]);
    const day = (await client.query<{ day: string }>(SQL.days, [guest.loungeId])).rows[0]?.day ?? null;
    await client.query(SQL.stock, [bottle.id, day, other.id, day]);
    const price = new Map(products.rows.map((p: { id: string; token_price: number }) => [p.id, p.token_price]));
    const total = price.get(bottle.id)! + 2 * price.get(other.id)!;
    const order = await client.query<{ id: string }>(SQL.insertOrder, [guest.id, total, 'pending', idempotencyKey]);
    const orderId = order.rows[0]!.id;
    const [bottleItem, otherItem] = [randomUUID(), randomUUID()];
    await client.query(SQL.insertItems, [
      bottleItem, orderId, bottle.id, 1, bottle.tokenPrice, guest.loungeId, day,
      otherItem, orderId, other.id, 2, other.tokenPrice, guest.loungeId, day,
    ]);
    await client.query(SQL.insertMix, [bottleItem, mixDrinkId, 1]);
    await notifyOrderPlaced(client, orderId, guest.id);
    const debited = await client.query(SQL.debit, [-total, guest.id, -total, 0]);
    if (debited.rowCount !== 1) throw new Error('floor checkout: insufficient balance');
    await client.query(SQL.ledger, [guest.id, -total, 'order', orderId]);
    await notifyBalance(client, guest.id);
    await client.query(SQL.readItems, [orderId]);
    await client.query(SQL.readMixes, [bottleItem, otherItem]);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `one` transaction `concurrency` at a time for `seconds` over a pool of `poolSize`: the floors' load loop. */
export async function floorLoad(url: string, poolSize: number, concurrency: number, seconds: number, one: (pool: pg.Pool) => Promise<void>): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        await one(pool);
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, requests: latencies.length + errors };
}

/**
 * The physical floor for checkout: the same transaction straight to PostgreSQL through `pg`, with
 * `concurrency` checkouts in flight for `seconds`, over a pool of `poolSize` connections.
 */
export const checkoutFloor = (url: string, next: () => CheckoutPlan, concurrency: number, seconds: number, poolSize: number): Promise<LoadResult> =>
  floorLoad(url, poolSize, concurrency, seconds, (pool) => floorCheckout(pool, next()));

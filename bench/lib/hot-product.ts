import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Dataset, Guest } from './dataset.ts';
import type { LoadResult } from './load.ts';
import { beginCheckout, floorLoad, floorTransaction, notifyBalance, notifyOrderPlaced, notifyStock } from './checkout-floor.ts';

/**
 * The hot product of the stock limits (docs/decisions/018): every checkout buys one unit of the same limited product,
 * so every one of them locks the same stock row (one per festival day). The limit is far above what a run sells: the
 * figure is the throughput of that one row lock, and the check afterwards is that no unit was oversold.
 */
export async function createHotProduct(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const product = await client.query<{ id: string }>(
      `insert into products (name, token_price, category_type) values ('Bench hot gin', 1, 'bottle') returning id`,
    );
    const id = product.rows[0]!.id;
    await client.query(
      `insert into product_stock (product_id, day, quantity) select $1, d, 100000000 from unnest(array['Thursday', 'Friday', 'Saturday']) d`,
      [id],
    );
    return id;
  } finally {
    await client.end();
  }
}

export function hotPlans(dataset: Dataset, tag: string) {
  let k = 0;
  return () => {
    const n = k++;
    return { guest: dataset.guests[n % dataset.guests.length]!, idempotencyKey: `${tag}-hot-${n}-${randomUUID()}` };
  };
}
export type HotPlan = ReturnType<ReturnType<typeof hotPlans>>;

export const hotBody = (productId: string, plan: HotPlan) =>
  JSON.stringify({ idempotencyKey: plan.idempotencyKey, items: [{ productId, quantity: 1, loungeId: plan.guest.loungeId, tokenPrice: 1 }] });

/** The statements the order core sends for such a checkout (takeStock in stock/stock.service.ts, and the checkout), in one transaction. */
const SQL = {
  products: `select * from "products" where ("products"."id" in ($1) and "products"."is_active" = $2) order by "products"."id" asc for key share`,
  lounges: `select "lounge_id" from "user_lounge_assignments" where ("user_lounge_assignments"."user_id" = $1 and "user_lounge_assignments"."lounge_id" in ($2))`,
  days: `select "id", "day" from "lounges" where "lounges"."id" in ($1)`,
  stock: `select * from "product_stock" where ("product_stock"."product_id" = $1 and "product_stock"."day" = $2)`,
  take: `update "product_stock" set "sold" = "product_stock"."sold" + $1 where ("product_stock"."product_id" = $2 and "product_stock"."day" = $3 and ("product_stock"."quantity" is null or "product_stock"."sold" + $4 <= "product_stock"."quantity")) returning "sold"`,
  insertOrder: `insert into "orders" ("user_id", "total_tokens", "status", "idempotency_key") values ($1, $2, $3, $4) returning *`,
  insertItem: `insert into "order_items" ("id", "order_id", "product_id", "quantity", "token_price", "lounge_id", "day") values ($1, $2, $3, $4, $5, $6, $7)`,
  debit: `update "profiles" set "token_balance" = "profiles"."token_balance" + $1 where ("profiles"."id" = $2 and "profiles"."token_balance" + $3 >= $4) returning "token_balance"`,
  ledger: `insert into "token_ledger" ("user_id", "delta", "kind", "order_id") values ($1, $2, $3, $4)`,
  readItems: `select oi.*, p.name, l.table_number from order_items oi join products p on p.id = oi.product_id left join lounges l on l.id = oi.lounge_id where oi.order_id in ($1)`,
  readMixes: `select m.* from order_item_mix_drinks m where m.order_item_id in ($1)`,
};

function floorHotCheckout(pool: pg.Pool, productId: string, { guest, idempotencyKey }: { guest: Guest; idempotencyKey: string }) {
  return floorTransaction(pool, async (client) => {
    await beginCheckout(client, guest.id, idempotencyKey);
    await client.query(SQL.products, [productId, true]);
    await client.query(SQL.lounges, [guest.id, guest.loungeId]);
    const days = await client.query<{ day: string }>(SQL.days, [guest.loungeId]);
    const day = days.rows[0]!.day;
    await client.query(SQL.stock, [productId, day]);
    const taken = await client.query(SQL.take, [1, productId, day, 1]);
    if (taken.rowCount !== 1) throw new Error('floor: sold out');
    await notifyStock(client);
    const order = await client.query<{ id: string }>(SQL.insertOrder, [guest.id, 1, 'pending', idempotencyKey]);
    const orderId = order.rows[0]!.id;
    const itemId = randomUUID();
    await client.query(SQL.insertItem, [itemId, orderId, productId, 1, 1, guest.loungeId, day]);
    await notifyOrderPlaced(client, orderId, guest.id);
    const debited = await client.query(SQL.debit, [-1, guest.id, -1, 0]);
    if (debited.rowCount !== 1) throw new Error('floor: insufficient balance');
    await client.query(SQL.ledger, [guest.id, -1, 'order', orderId]);
    await notifyBalance(client, guest.id);
    await client.query(SQL.readItems, [orderId]);
    await client.query(SQL.readMixes, [itemId]);
  });
}

/** The floor: the same transaction straight to PostgreSQL, `concurrency` in flight for `seconds`. */
export const hotProductFloor = (url: string, productId: string, next: () => HotPlan, concurrency: number, seconds: number): Promise<LoadResult> =>
  floorLoad(url, concurrency, concurrency, seconds, (pool) => floorHotCheckout(pool, productId, next()));

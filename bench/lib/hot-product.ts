import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CheckoutPlan } from './checkout-floor.ts';
import type { Dataset } from './dataset.ts';

/**
 * The hot product of the stock limits (docs/decisions/018): every checkout buys one unit of the same limited product,
 * so every one of them locks the same stock row of the current edition (one per festival day). The limit is far
 * above what a run sells: the figure is the throughput of that one row lock, and the check afterwards is that no
 * unit was oversold. Its floor is the checkout's (checkout-floor.ts), which takes the units as the app does.
 */
export async function createHotProduct(url: string, editionId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const product = await client.query<{ id: string }>(
      `insert into products (name, token_price, category_type) values ('Bench hot gin', 1, 'bottle') returning id`,
    );
    const id = product.rows[0]!.id;
    await client.query(
      `insert into product_stock (edition_id, product_id, day, quantity) select $1, $2, d, 100000000 from unnest(array['Thursday', 'Friday', 'Saturday']) d`,
      [editionId, id],
    );
    return id;
  } finally {
    await client.end();
  }
}

/** One unit of the hot product per checkout, in turn over every guest. */
export function hotPlans(dataset: Dataset, productId: string, tag: string) {
  let k = 0;
  return (): CheckoutPlan => {
    const n = k++;
    return {
      guest: dataset.guests[n % dataset.guests.length]!,
      lines: [{ productId, tokenPrice: 1, quantity: 1 }],
      idempotencyKey: `${tag}-hot-${n}-${randomUUID()}`,
    };
  };
}

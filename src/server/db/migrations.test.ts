import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '#server/db/migrate.ts';
import { createCatalogueCache } from '#server/modules/catalogue/index.ts';
import { stockMismatches } from '#server/modules/stock/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/index.ts';
import { migrationsUpTo } from '#server/testing/earlier-schema.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-db.ts';

type Run = <R>(query: ReturnType<typeof sql>) => Promise<R[]>;

/**
 * Migrations that move data: each is run on a database built by the schema up to `lastTag` and filled the old way
 * with raw SQL (the old columns are not in today's Drizzle schema; both drivers answer { rows }).
 */
async function onEarlierSchema(lastTag: string, work: (run: Run, database: TestDatabase) => Promise<void>) {
  const database = await createTestDatabase({ migrated: false });
  try {
    await migrateDatabase(database, migrationsUpTo(lastTag));
    const run: Run = async <R,>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: R[] }).rows;
    await work(run, database);
  } finally {
    await database.drop();
  }
}

describe('delivery moves from the order to its lines (docs/decisions/028)', () => {
  it('puts each delivered order\'s fact on the lines of the lounge whose tap set it, or on every line with a lounge', async () => {
    await onEarlierSchema('0007_19_profile_language', async (run, database) => {
      const [ids] = await run<Record<string, string>>(sql`
        with guest as (insert into profiles (email, password_hash) values ('guest@example.com', 'x') returning id),
             runner as (insert into profiles (email, password_hash, role) values ('runner@example.com', 'x', 'staff') returning id),
             l1 as (insert into lounges (table_number, category, day, minimum_consumption_tokens) values ('1', 'VIP', 'Thursday', 0) returning id),
             l2 as (insert into lounges (table_number, category, day, minimum_consumption_tokens) values ('2', 'Terrace', 'Friday', 0) returning id),
             product as (insert into products (name, token_price) values ('Beer', 2) returning id)
        select (select id from guest) as guest, (select id from runner) as runner, (select id from l1) as l1,
               (select id from l2) as l2, (select id from product) as product`);
      const { guest, runner, l1, l2, product } = ids!;
      const delivered = '2026-09-18T16:42:00Z';
      /** An order with a line for each lounge and one without, delivered (or not) at the order as before. */
      const order = async (isDelivered: boolean) => {
        const [created] = await run<{ id: string }>(sql`insert into orders (user_id, total_tokens, status, delivered_at, delivered_by)
          values (${guest}, 6, 'completed', ${isDelivered ? delivered : null}, ${isDelivered ? runner : null}) returning id`);
        const id = created!.id;
        await run(sql`insert into order_items (order_id, product_id, quantity, token_price, lounge_id) values
          (${id}, ${product}, 1, 2, ${l1}), (${id}, ${product}, 1, 2, ${l2}), (${id}, ${product}, 1, 2, null)`);
        return id;
      };
      const mark = (after: object) =>
        run(sql`insert into admin_audit_log (actor_id, action, entity, after) values (${runner}, 'delivery.mark', 'order', ${JSON.stringify(after)}::jsonb)`);
      const byLounge = await order(true);
      const byOrder = await order(true);
      const unaudited = await order(true);
      const remarked = await order(true);
      const open = await order(false);
      await mark({ orderIds: [byLounge, remarked], loungeId: l2 });
      await mark({ orderIds: [byOrder], orderId: byOrder });
      await run(sql`insert into admin_audit_log (actor_id, action, entity, after) values (${runner}, 'delivery.undo', 'order', ${JSON.stringify({ loungeId: l2 })}::jsonb)`);
      await mark({ orderIds: [remarked], loungeId: l1 });

      await migrateDatabase(database);

      type Line = { order_id: string; lounge_id: string | null; delivered_at: Date | string | null; delivered_by: string | null };
      const lines = await run<Line>(sql`select order_id, lounge_id, delivered_at, delivered_by from order_items`);
      const deliveredLounges = (orderId: string) =>
        lines
          .filter((l) => l.order_id === orderId && l.delivered_at !== null)
          .map((l) => {
            expect([new Date(l.delivered_at!).toISOString(), l.delivered_by]).toEqual([new Date(delivered).toISOString(), runner]);
            return l.lounge_id;
          })
          .sort();
      expect(deliveredLounges(byLounge)).toEqual([l2]);
      expect(deliveredLounges(byOrder)).toEqual([l1, l2].sort());
      expect(deliveredLounges(unaudited)).toEqual([l1, l2].sort());
      expect(deliveredLounges(remarked)).toEqual([l1]);
      expect(deliveredLounges(open)).toEqual([]);
      const columns = await run(sql`select column_name from information_schema.columns where table_name = 'orders' and column_name like 'delivered%'`);
      expect(columns).toEqual([]);
    });
  });
});

describe('today\'s data becomes the first edition (docs/decisions/031)', () => {
  it('dates it by the deadline, puts every lounge, order, payment, stock row and reminder in it, and loses nothing', async () => {
    await onEarlierSchema('0009_must_change_password', async (run, database) => {
      // A Tuesday evening in Zurich: the festival is the Thursday, Friday and Saturday after it.
      await run(sql`update shop_settings set preorder_deadline = '2026-09-01T16:00:00Z', contact_email = 'bar@festival.example'`);
      const [ids] = await run<Record<string, string>>(sql`
        with guest as (insert into profiles (email, password_hash, token_balance) values ('guest@example.com', 'x', 130) returning id),
             lounge as (insert into lounges (table_number, category, day, minimum_consumption_tokens, booking_number, is_occupied, tokens_transferred)
                        values ('4', 'VIP', 'Friday', 100, 'LNG-1', true, true) returning id),
             product as (insert into products (name, token_price) values ('Gin', 20) returning id)
        select (select id from guest) as guest, (select id from lounge) as lounge, (select id from product) as product`);
      const { guest, lounge, product } = ids!;
      const [order] = await run<{ id: string }>(sql`insert into orders (user_id, total_tokens) values (${guest}, 20) returning id`);
      await run(sql`insert into order_items (order_id, product_id, quantity, token_price, lounge_id, day) values (${order!.id}, ${product}, 1, 20, ${lounge}, 'Friday')`);
      const [payment] = await run<{ id: string }>(sql`insert into payments (user_id, package_id, tokens, amount_cents, provider, status, paid_at)
        values (${guest}, 'tokens-50', 50, 50000, 'demo', 'paid', now()) returning id`);
      await run(sql`insert into token_ledger (user_id, delta, kind, lounge_id) values (${guest}, 100, 'lounge_grant', ${lounge})`);
      await run(sql`insert into token_ledger (user_id, delta, kind, payment_id) values (${guest}, 50, 'purchase', ${payment!.id})`);
      await run(sql`insert into token_ledger (user_id, delta, kind, order_id) values (${guest}, -20, 'order', ${order!.id})`);
      await run(sql`insert into product_stock (product_id, day, quantity, sold) values (${product}, 'Friday', 10, 1)`);
      await run(sql`insert into reminder_schedules (run_at) values ('2026-08-30T08:00:00Z')`);
      const balancesDrift = sql`select p.id from profiles p left join token_ledger l on l.user_id = p.id group by p.id having p.token_balance <> coalesce(sum(l.delta), 0)`;
      expect(await run(balancesDrift)).toEqual([]);

      await migrateDatabase(database);

      const editions = await run<Record<string, unknown>>(sql`select id, name, festival_start::text as start, contact_email, state, is_current from editions`);
      expect(editions).toEqual([
        { id: expect.any(String), name: 'Festival 2026', start: '2026-09-03', contact_email: 'bar@festival.example', state: 'open', is_current: true },
      ]);
      const first = editions[0]!.id;
      for (const table of ['lounges', 'orders', 'order_items', 'payments', 'product_stock', 'reminder_schedules']) {
        const rows = await run<{ edition_id: string }>(sql`select edition_id from ${sql.identifier(table)}`);
        expect(rows.length, table).toBe(1);
        expect(rows[0]!.edition_id, table).toBe(first);
      }
      expect(await run(balancesDrift)).toEqual([]);
      // What `npm run ledger:check` checks, on the migrated data.
      expect(await findLedgerMismatches(database.db)).toEqual([]);
      expect(await stockMismatches(database.db)).toEqual([]);
      const settings = await run(sql`select column_name from information_schema.columns where table_name = 'shop_settings' and column_name in ('preorder_deadline', 'contact_email')`);
      expect(settings).toEqual([]);

      // A line's edition is its order's (0012): one naming another edition is refused.
      const [other] = await run<{ id: string }>(sql`insert into editions (name, festival_start, preorder_deadline, contact_email, state)
        values ('Festival 2027', '2027-09-02', '2027-08-31T16:00:00Z', 'bar@festival.example', 'preparing') returning id`);
      await expect(run(sql`insert into order_items (order_id, edition_id, product_id, quantity, token_price) values (${order!.id}, ${other!.id}, ${product}, 1, 20)`)).rejects.toMatchObject({
        cause: { constraint: 'order_items_order_edition_fk' },
      });
    });
  });
});

describe("an edition's offer starts whole (docs/decisions/031)", () => {
  it('needs no backfill: after the migration the current edition offers every active product it had', async () => {
    await onEarlierSchema('0012_order_items_edition', async (run, database) => {
      await run(sql`insert into products (name, token_price) values ('Gin', 20), ('Tonic', 4)`);
      await run(sql`insert into products (name, token_price, is_active) values ('Old rum', 30, false)`);

      await migrateDatabase(database);

      const shop = JSON.parse((await createCatalogueCache(database.db, 0).products.en.get()).body.toString()) as { products: { name: string }[] };
      expect(shop.products.map((p) => p.name)).toEqual(['Gin', 'Tonic']);
    });
  });
});

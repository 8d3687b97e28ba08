import pg from 'pg';
import { hashToken, newSecretToken } from '#server/auth/tokens.ts';

export const DATASET = { guests: 1000, lounges: 300, products: 60, mixDrinks: 8, orders: 50_000 };
/** Enough for every guest to order for the whole run: a 429 or 409 would measure the wrong thing. */
const STARTING_TOKENS = 10_000_000;

export type Guest = { id: string; email: string; cookie: string; loungeId: string };
export type BenchProduct = { id: string; tokenPrice: number; maxMixChoices: number };
export type Dataset = {
  seconds: number;
  guests: Guest[];
  admin: { cookie: string };
  /** Bottles that take mix drinks, and the other products. */
  others: BenchProduct[];
  bottles: BenchProduct[];
  mixDrinkIds: string[];
};

/**
 * Set-based generation in PostgreSQL (a few seconds for 50,000 orders). The data obeys the shop's own
 * invariants, so that the ledger check after the run means something: every guest's balance is the
 * sum of their ledger rows (a starting adjustment, one charge per order, a refund per cancelled one).
 */
const GENERATE = `
select setseed(0.42);
update shop_settings set preorder_deadline = now() + interval '30 days' where id = 1;

insert into lounges (table_number, category, day, minimum_consumption_tokens, booking_number, is_occupied, tokens_transferred)
select 'T' || lpad(g::text, 3, '0'), (array['Terrace', 'Garden', 'Club'])[1 + g % 3],
       (array['Thursday', 'Friday', 'Saturday'])[1 + g % 3], 500, 'BENCH-' || g, true, true
from generate_series(0, ${DATASET.lounges - 1}) g;

insert into profiles (email, password_hash)
select format('guest%s@bench.test', lpad(g::text, 4, '0')), 'unused: sessions are made directly'
from generate_series(0, ${DATASET.guests - 1}) g;
insert into profiles (email, password_hash, role) values ('admin@bench.test', 'unused', 'admin');

create temporary table bench_guests as
  select p.id, (row_number() over (order by p.email) - 1)::int as n from profiles p where p.role = 'user';
create temporary table bench_lounges as
  select l.id, (row_number() over (order by l.table_number) - 1)::int as n from lounges l;
alter table bench_guests add column lounge_id uuid;
update bench_guests g set lounge_id = l.id from bench_lounges l where l.n = g.n % ${DATASET.lounges};
insert into user_lounge_assignments (user_id, lounge_id) select id, lounge_id from bench_guests;

insert into products (name, description, token_price, category, category_type, max_mix_choices)
select format('Product %s', lpad(g::text, 2, '0')), 'Generated for the benchmark', 5 + (g * 37) % 200, 'Bench',
       (array['bottle', 'beer', 'sparkling', 'water', 'wine', 'rose'])[1 + g % 6], case when g % 6 = 0 then 2 else 0 end
from generate_series(0, ${DATASET.products - 1}) g;
insert into mix_drinks (name) select format('Mixer %s', g) from generate_series(1, ${DATASET.mixDrinks}) g;
create temporary table bench_products as
  select p.id, p.token_price, p.max_mix_choices, (row_number() over (order by p.name) - 1)::int as n from products p;

insert into token_ledger (user_id, delta, kind, note) select id, ${STARTING_TOKENS}, 'admin_adjustment', 'benchmark' from bench_guests;

insert into orders (user_id, total_tokens, status, idempotency_key, created_at, updated_at)
select g.id, 0,
       case when r < 0.6 then 'completed' when r < 0.9 then 'pending' else 'cancelled' end,
       'bench-' || s, t, t
from generate_series(1, ${DATASET.orders}) s
-- Referencing s makes the subquery run per row (uncorrelated, PostgreSQL would evaluate it once).
cross join lateral (select random() + 0 * s as r, now() - (random() + 0 * s) * interval '30 days' as t) x
join bench_guests g on g.n = (s * 7919) % ${DATASET.guests};

insert into order_items (order_id, product_id, quantity, token_price, lounge_id)
select o.id, p.id, 1 + (k + ascii(o.idempotency_key)) % 3, p.token_price, g.lounge_id
from orders o
join bench_guests g on g.id = o.user_id
cross join lateral generate_series(1, 1 + abs(hashtext(o.idempotency_key)) % 3) k
join bench_products p on p.n = abs(hashtext(o.idempotency_key || k)) % ${DATASET.products};

insert into order_item_mix_drinks (order_item_id, mix_drink_id)
select i.id, m.id
from order_items i
join bench_products p on p.id = i.product_id and p.max_mix_choices > 0
join (select id, (row_number() over (order by name) - 1)::int as n from mix_drinks) m
  on m.n = abs(hashtext(i.id::text)) % ${DATASET.mixDrinks};

update orders o set total_tokens = t.total
from (select order_id, sum(quantity * token_price)::int as total from order_items group by order_id) t
where t.order_id = o.id;
insert into token_ledger (user_id, delta, kind, order_id) select user_id, -total_tokens, 'order', id from orders;
insert into token_ledger (user_id, delta, kind, order_id) select user_id, total_tokens, 'refund', id from orders where status = 'cancelled';
update profiles p set token_balance = l.sum from (select user_id, sum(delta)::int as sum from token_ledger group by user_id) l
where l.user_id = p.id;
analyze;
`;

type Rows<T> = { rows: T[] };

export async function generateDataset(url: string): Promise<Dataset> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(GENERATE);
    const guestRows: Rows<{ id: string; email: string; lounge_id: string }> = await client.query(
      'select g.id, p.email, g.lounge_id from bench_guests g join profiles p on p.id = g.id order by g.n',
    );
    const [admin] = (await client.query<{ id: string }>("select id from profiles where role = 'admin'")).rows;
    // Sessions are written directly (as sign-in would) so the run does not spend its time on argon2.
    const users = [...guestRows.rows.map((g) => g.id), admin!.id];
    const tokens = users.map(() => newSecretToken());
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at)
       select unnest($1::text[]), unnest($2::uuid[]), now() + interval '30 days'`,
      [tokens.map(hashToken), users],
    );
    const cookie = (token: string) => `session=${token}`;
    const productRows = await client.query<{ id: string; token_price: number; max_mix_choices: number }>(
      'select id, token_price, max_mix_choices from bench_products order by n',
    );
    const products = productRows.rows.map((p) => ({ id: p.id, tokenPrice: p.token_price, maxMixChoices: p.max_mix_choices }));
    const mixes = await client.query<{ id: string }>('select id from mix_drinks order by name');
    return {
      seconds: (performance.now() - started) / 1000,
      guests: guestRows.rows.map((g, i) => ({ id: g.id, email: g.email, loungeId: g.lounge_id, cookie: cookie(tokens[i]!) })),
      admin: { cookie: cookie(tokens.at(-1)!) },
      others: products.filter((p) => p.maxMixChoices === 0),
      bottles: products.filter((p) => p.maxMixChoices > 0),
      mixDrinkIds: mixes.rows.map((m) => m.id),
    };
  } finally {
    await client.end();
  }
}

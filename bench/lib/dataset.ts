import pg from 'pg';
import { hashToken, newSecretToken } from '#server/auth/tokens.ts';

/**
 * Per edition (docs/decisions/031-editions.md): its own lounges and orders. Guests, products and mix drinks belong
 * to no edition and are shared.
 */
export const DATASET = { guests: 1000, loungesPerEdition: 300, products: 60, mixDrinks: 8, ordersPerEdition: 50_000 };
/** The current edition and the two closed years before it. */
export const EDITIONS = 3;
/** Enough for every guest to order for the whole run: a 429 or 409 would measure the wrong thing. */
const STARTING_TOKENS = 10_000_000;

/** token: the session's secret, as the cookie carries it. */
export type Guest = { id: string; email: string; token: string; cookie: string; loungeId: string };
export type BenchProduct = { id: string; tokenPrice: number; maxMixChoices: number };
export type Dataset = {
  seconds: number;
  editions: number;
  currentEditionId: string;
  /** Each with their lounge of the current edition (the one guests order for). */
  guests: Guest[];
  admin: { cookie: string };
  /** Bottles that take mix drinks, and the other products. */
  others: BenchProduct[];
  bottles: BenchProduct[];
  mixDrinkIds: string[];
};

/**
 * Set-based generation in PostgreSQL (seconds per 50,000 orders). The current edition is the one the migration
 * created, its deadline 30 days ahead; the past ones are closed, each a year (52 weeks, so still a Thursday)
 * before the next. Every choice (status, time, items, products, mix drinks) is a hash of the order's key instead of
 * random(), so the current edition's data is the same whether it is generated alone or with the past ones.
 *
 * The data obeys the shop's own invariants, so that the checks after the run mean something: every guest's balance
 * is the sum of their ledger rows (a starting adjustment, one charge per order, a refund per cancelled one), and a
 * stock row's `sold` is the units of its edition's live lines of that product and day.
 */
const generate = (editions: number) => `
-- A uniform number in [0, 1) from a text: the hash stands in for random() (see above).
create function pg_temp.unit(key text) returns float8 language sql immutable
  as $$ select (hashtext(key)::bigint + 2147483648) / 4294967296.0 $$;

update editions set preorder_deadline = now() + interval '30 days', state = 'open', is_current = true;
-- Its Thursday: the first on or after the deadline's date in Zurich (as migration 0010 sets the first edition's).
update editions set festival_start = d::date + ((11 - extract(isodow from d)::int) % 7), name = 'Festival ' || extract(year from d)::int
from (select preorder_deadline at time zone 'Europe/Zurich' as d from editions) local;
insert into editions (name, festival_start, preorder_deadline, contact_email, state)
select 'Festival ' || (extract(year from e.festival_start)::int - k), e.festival_start - 364 * k,
       e.preorder_deadline - k * interval '364 days', e.contact_email, 'closed'
from editions e cross join generate_series(1, ${editions - 1}) k;
create temporary table bench_editions as
  select id, preorder_deadline, is_current, (row_number() over (order by festival_start desc) - 1)::int as k from editions;

-- Every edition has its own lounges; booking numbers come back from year to year.
insert into lounges (edition_id, table_number, category, day, minimum_consumption_tokens, booking_number, is_occupied, tokens_transferred)
select e.id, 'T' || lpad(g::text, 3, '0'), (array['Terrace', 'Garden', 'Club'])[1 + g % 3],
       (array['Thursday', 'Friday', 'Saturday'])[1 + g % 3], 500, 'BENCH-' || g, true, true
from bench_editions e cross join generate_series(0, ${DATASET.loungesPerEdition - 1}) g;

insert into profiles (email, password_hash)
select format('guest%s@bench.test', lpad(g::text, 4, '0')), 'unused: sessions are made directly'
from generate_series(0, ${DATASET.guests - 1}) g;
insert into profiles (email, password_hash, role) values ('admin@bench.test', 'unused', 'admin');

create temporary table bench_guests as
  select p.id, (row_number() over (order by p.email) - 1)::int as n from profiles p where p.role = 'user';
-- Guest n has lounge n (modulo the lounges) in every edition.
create temporary table bench_assignments as
  select g.id as user_id, g.n, l.edition_id, l.id as lounge_id, l.day
  from bench_guests g
  join (select id, edition_id, day, (row_number() over (partition by edition_id order by table_number) - 1)::int as n from lounges) l
    on l.n = g.n % ${DATASET.loungesPerEdition};
insert into user_lounge_assignments (user_id, lounge_id) select user_id, lounge_id from bench_assignments;

insert into products (name, description, token_price, category, category_type, max_mix_choices)
select format('Product %s', lpad(g::text, 2, '0')), 'Generated for the benchmark', 5 + (g * 37) % 200, 'Bench',
       (array['bottle', 'beer', 'sparkling', 'water', 'wine', 'rose'])[1 + g % 6], case when g % 6 = 0 then 2 else 0 end
from generate_series(0, ${DATASET.products - 1}) g;
insert into mix_drinks (name) select format('Mixer %s', g) from generate_series(1, ${DATASET.mixDrinks}) g;
create temporary table bench_products as
  select p.id, p.token_price, p.max_mix_choices, (row_number() over (order by p.name) - 1)::int as n from products p;

insert into token_ledger (user_id, delta, kind, note) select id, ${STARTING_TOKENS}, 'admin_adjustment', 'benchmark' from bench_guests;

-- Placed in the 30 days before the edition's deadline minus 30 days (for the current edition: the last 30 days).
-- The current edition: 60 % completed, 30 % pending, 10 % cancelled; a closed one has nothing pending left.
insert into orders (user_id, edition_id, total_tokens, status, idempotency_key, created_at, updated_at)
select a.user_id, e.id, 0,
       case when r < 0.6 or (r < 0.9 and not e.is_current) then 'completed' when r < 0.9 then 'pending' else 'cancelled' end,
       o.key, t, t
from bench_editions e
cross join generate_series(1, ${DATASET.ordersPerEdition}) s
cross join lateral (select format('bench-%s-%s', e.k, s) as key) o
cross join lateral (select pg_temp.unit(o.key || ':status') as r,
                           e.preorder_deadline - interval '30 days' - pg_temp.unit(o.key || ':time') * interval '30 days' as t) x
join bench_assignments a on a.edition_id = e.id and a.n = (s * 7919) % ${DATASET.guests};

-- 1 to 3 lines per order, for the guest's lounge of the order's edition, on its day (as the checkout writes it).
insert into order_items (order_id, edition_id, product_id, quantity, token_price, lounge_id, day)
select o.id, o.edition_id, p.id, 1 + floor(pg_temp.unit(o.idempotency_key || ':quantity' || k) * 3)::int, p.token_price, a.lounge_id, a.day
from orders o
join bench_assignments a on a.user_id = o.user_id and a.edition_id = o.edition_id
cross join lateral generate_series(1, 1 + floor(pg_temp.unit(o.idempotency_key || ':lines') * 3)::int) k
join bench_products p on p.n = floor(pg_temp.unit(o.idempotency_key || ':product' || k) * ${DATASET.products})::int;

insert into order_item_mix_drinks (order_item_id, mix_drink_id)
select i.id, m.id
from order_items i
join orders o on o.id = i.order_id
join bench_products p on p.id = i.product_id and p.max_mix_choices > 0
join (select id, (row_number() over (order by name) - 1)::int as n from mix_drinks) m
  on m.n = floor(pg_temp.unit(o.idempotency_key || ':mix' || p.n || ':' || i.quantity) * ${DATASET.mixDrinks})::int;

update orders o set total_tokens = t.total
from (select order_id, sum(quantity * token_price)::int as total from order_items group by order_id) t
where t.order_id = o.id;
insert into token_ledger (user_id, delta, kind, order_id) select user_id, -total_tokens, 'order', id from orders;
insert into token_ledger (user_id, delta, kind, order_id) select user_id, total_tokens, 'refund', id from orders where status = 'cancelled';
update profiles p set token_balance = l.sum from (select user_id, sum(delta)::int as sum from token_ledger group by user_id) l
where l.user_id = p.id;

-- The closed editions had stock limits on every tenth product; the current one has none, so that row 1's checkout
-- buys unlimited products (row 1c measures a limited one).
insert into product_stock (edition_id, product_id, day, quantity, sold)
select o.edition_id, i.product_id, i.day, sum(i.quantity)::int + 50, sum(i.quantity)::int
from order_items i
join orders o on o.id = i.order_id
join bench_editions e on e.id = o.edition_id and not e.is_current
join bench_products p on p.id = i.product_id and p.n % 10 = 5
where o.status in ('pending', 'completed')
group by o.edition_id, i.product_id, i.day;
`;

type Rows<T> = { rows: T[] };

/** Fills a migrated, empty database with `editions` editions (1: the current one alone) and signs everyone in. */
export async function generateDataset(url: string, editions: number): Promise<Dataset> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(generate(editions));
    // As autovacuum leaves a shop's tables (visibility map and statistics), and so that it does not start on the
    // freshly written rows in the middle of a measurement. VACUUM runs outside the generation's transaction.
    await client.query('vacuum analyze');
    const [current] = (await client.query<{ id: string }>('select id from editions where is_current')).rows;
    const guestRows: Rows<{ id: string; email: string; lounge_id: string }> = await client.query(
      'select a.user_id as id, p.email, a.lounge_id from bench_assignments a join profiles p on p.id = a.user_id where a.edition_id = $1 order by a.n',
      [current!.id],
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
      editions,
      currentEditionId: current!.id,
      guests: guestRows.rows.map((g, i) => ({ id: g.id, email: g.email, loungeId: g.lounge_id, token: tokens[i]!, cookie: cookie(tokens[i]!) })),
      admin: { cookie: cookie(tokens.at(-1)!) },
      others: products.filter((p) => p.maxMixChoices === 0),
      bottles: products.filter((p) => p.maxMixChoices > 0),
      mixDrinkIds: mixes.rows.map((m) => m.id),
    };
  } finally {
    await client.end();
  }
}

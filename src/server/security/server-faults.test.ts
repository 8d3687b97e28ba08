import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { orders, profiles } from '#server/db/schema/index.ts';
import { createSession } from '#server/auth/sessions.repo.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '#server/testing/test-db.ts';
import { insertClaimedLounge, insertProfile } from '#server/testing/fixtures.ts';
import { insertProduct, openShop } from '#server/testing/shop-fixtures.ts';
import { freePort, startServerProcess, TcpProxy, type ServerProcess } from '#server/testing/server-process.ts';
import { readFetchJson } from '#server/testing/api-client.ts';
import { lockWaiter } from '#server/testing/lock-waiter.ts';
import { waitFor } from '#server/testing/wait-for.ts';

/**
 * The real server as a child process (`npm run serve`) on real PostgreSQL: what happens when the
 * database is away, when the process is told to stop, and when it dies under load.
 */
let database: TestDatabase;
const running: ServerProcess[] = [];
beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  await openShop(database.db);
});
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});
afterAll(() => database?.drop());

function serve(port: number, databaseUrl = database.url!) {
  const server = startServerProcess({ port, databaseUrl });
  running.push(server);
  return server;
}

/** A guest with a session cookie and a lounge worth `tokens`, made straight in the database. */
async function guest(tokens: number) {
  const profile = await insertProfile(database.db, { email: `guest-${randomUUID()}@example.com` });
  const lounge = await insertClaimedLounge(database.db, profile.id, { minimumConsumptionTokens: tokens });
  return { id: profile.id, lounge, cookie: `session=${await createSession(database.db, profile.id)}` };
}

type Guest = Awaited<ReturnType<typeof guest>>;
const checkout = (server: ServerProcess, who: Guest, productId: string, idempotencyKey = randomUUID()) =>
  fetch(`${server.url}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: who.cookie },
    body: JSON.stringify({ items: [{ productId, quantity: 1, loungeId: who.lounge.id }], idempotencyKey }),
  });

describe.runIf(onPostgres)('the server process and its database', () => {
  it('started while the database is down, says so, comes up when it is back, and rides out a later outage', async () => {
    const target = new URL(database.url!);
    const proxy = new TcpProxy(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url!);
    viaProxy.port = String(proxy.port);
    const server = serve(await freePort(), viaProxy.toString());

    await server.waitForOutput(/Database not reachable at 127\.0\.0\.1:\d+\/\w+ \(connect ECONNREFUSED[^)]*\); retrying in 2 s \(attempt 1\)/);
    expect(server.child.exitCode).toBeNull();
    await proxy.start();
    await server.waitForOutput(/Database reachable after \d+ attempts; migrations applied\./);
    await server.waitForOutput(/Lounge Pre-Order is running at/);
    await server.healthy();

    // The database goes away while the server runs: health says so, API calls answer 503, nothing crashes.
    const who = await guest(100);
    const product = await insertProduct(database.db, { tokenPrice: 5 });
    await proxy.stop();
    const health = await fetch(`${server.url}/api/health`);
    expect([health.status, await readFetchJson(health, z.object({ status: z.string(), database: z.string() }))]).toEqual([503, { status: 'degraded', database: 'down' }]);
    const refused = await checkout(server, who, product.id);
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '2']);

    await proxy.start();
    await server.healthy();
    expect((await checkout(server, who, product.id)).status).toBe(201);
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await proxy.stop();
  }, 240_000);

  it('on SIGTERM stops taking requests, finishes the ones in flight, and exits 0', async () => {
    const server = serve(await freePort());
    await server.healthy();
    const who = await guest(100);
    const product = await insertProduct(database.db, { tokenPrice: 7 });

    // Hold the guest's row so the checkout is still running when the signal comes.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    // Should a step below fail, the row is let go and the database can be dropped (an open client would crash the run).
    onTestFinished(() => holder.end());
    await holder.query('begin');
    await holder.query('select 1 from profiles where id = $1 for update', [who.id]);
    const slow = checkout(server, who, product.id);
    await lockWaiter(holder, slow); // which also keeps a failed checkout from surfacing as an unhandled rejection
    server.child.kill('SIGTERM');
    // However long the signal takes to arrive on a busy machine, new requests end up refused while the
    // checkout in flight still holds the process open.
    await waitFor(
      async () => [503, 'refused'].includes(await fetch(`${server.url}/api/products`).then((r) => r.status, () => 'refused')),
      'new requests refused after SIGTERM',
      60_000,
    );
    expect(server.child.exitCode).toBeNull();

    await holder.query('commit');
    const res = await slow;
    expect(res.status).toBe(201);
    expect(await server.exited).toBe(0);
    const [order] = await database.db.select().from(orders).where(eq(orders.userId, who.id));
    expect(order?.totalTokens).toBe(7);
  }, 240_000);

  it('loses no acknowledged order when it is killed or restarted under load', async () => {
    const port = await freePort();
    let server = serve(port);
    await server.healthy();
    const product = await insertProduct(database.db, { tokenPrice: 1 });
    const guests = await Promise.all(Array.from({ length: 8 }, () => guest(100_000)));
    const acknowledged = new Map<string, { orderId: string; userId: string }>();
    let stop = false;
    let retries = 0;

    // Each worker retries a key until it gets an answer, as the web app does after a network error.
    const worker = async (who: Guest) => {
      while (!stop) {
        const key = randomUUID();
        for (;;) {
          const res = await checkout(server, who, product.id, key).catch(() => null);
          // An answer cut off by the crash is no acknowledgement: the key is tried again, as the web app would.
          const answer = res && (res.status === 200 || res.status === 201) ? await readFetchJson(res, checkoutResponse).catch(() => null) : null;
          if (answer) {
            acknowledged.set(key, { orderId: answer.order.id, userId: who.id });
            break;
          }
          retries++;
          await sleep(50);
        }
      }
    };
    const workers = guests.map(worker);
    // Each phase lasts until the workers have had 20 more orders acknowledged, however slow the machine is.
    const twentyMore = () => {
      const target = acknowledged.size + 20;
      return waitFor(() => acknowledged.size >= target, '20 more acknowledged orders', 90_000, () => server.output());
    };

    await twentyMore();
    server.child.kill('SIGKILL'); // a crash: in-flight transactions die with their connections
    await server.exited;
    server = serve(port);
    await server.healthy();
    await twentyMore();
    server.child.kill('SIGTERM'); // a deploy: drain, exit, start again
    expect(await server.exited).toBe(0);
    server = serve(port);
    await server.healthy();
    await twentyMore();
    stop = true;
    await Promise.all(workers);

    const ids = guests.map((g) => g.id);
    const stored = await database.db
      .select({ id: orders.id, key: orders.idempotencyKey, userId: orders.userId, total: orders.totalTokens })
      .from(orders)
      .where(inArray(orders.userId, ids));
    const byKey = new Map(stored.map((o) => [o.key, o]));
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);
    expect(retries).toBeGreaterThan(0);
    for (const [key, ack] of acknowledged) expect(byKey.get(key), key).toMatchObject({ id: ack.orderId, userId: ack.userId });
    expect(stored.length).toBe(acknowledged.size);
    const balances = await database.db
      .select({ total: sql<number>`sum(${profiles.tokenBalance})::int` })
      .from(profiles)
      .where(inArray(profiles.id, ids));
    expect(balances[0]!.total).toBe(8 * 100_000 - stored.length);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    console.log(`restart under load: ${acknowledged.size} orders acknowledged and stored, ${retries} retried calls`);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 400_000);
});

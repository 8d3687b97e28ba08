/**
 * `npm run bench`: the performance suite (see bench/README.md). One run prints one table:
 * measured figures, their floors and the ratios, with the machine's core count.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { findStockMismatches } from '#server/modules/stock/stock-counts.repo.ts';
import { findEdition } from '#server/modules/editions/index.ts';
import { checkoutBody, checkoutFloor, checkoutPlans, floorMatchesApp, type CheckoutPlan } from './lib/checkout-floor.ts';
import { createHotProduct, hotPlans } from './lib/hot-product.ts';
import { openBenchDatabase } from './lib/database.ts';
import { DATASET, EDITIONS, generateDataset } from './lib/dataset.ts';
import { load, type LoadResult } from './lib/load.ts';
import { explainAdminQueries, type QueryPlan } from './lib/plans.ts';
import { startBuiltServer, startServerProcess, type Running } from './lib/processes.ts';
import { printReport, type Row } from './lib/report.ts';
import { sessionFloor } from './lib/session-floor.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONCURRENCY = 32;
const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 32);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';
const PACKING_DAY = 'Friday';
const SEARCH = 'guest0042';

const log = (line: string) => console.error(`[bench] ${line}`);
const servers: Running[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'lounge-bench-'));

/** The rounds of one measure summed: mean throughput and p50, worst p99. */
function merge(runs: LoadResult[]): LoadResult {
  return {
    rps: runs.reduce((s, r) => s + r.rps, 0) / runs.length,
    p50: runs.reduce((s, r) => s + r.p50, 0) / runs.length,
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    requests: runs.reduce((s, r) => s + r.requests, 0),
  };
}

/** Alternates floor and app runs (A B A B ...) so that background noise hits both alike; sums the rounds. */
async function rounds(floor: () => Promise<LoadResult>, app: () => Promise<LoadResult>) {
  const floors: LoadResult[] = [];
  const apps: LoadResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    floors.push(await floor());
    apps.push(await app());
  }
  return { floor: merge(floors), app: merge(apps), ratios: apps.map((a, i) => a.rps / floors[i]!.rps) };
}

/** Sequential GETs (one connection) of the back office's heaviest reads, as an admin. */
const ADMIN_READS = {
  packing: { path: `/api/admin/packing?day=${PACKING_DAY}`, amount: 20 },
  firstPage: { path: '/api/admin/orders', amount: 100 },
  search: { path: `/api/admin/orders?q=${SEARCH}`, amount: 100 },
  reports: { path: '/api/admin/reports', amount: 20 },
  reportsDay: { path: `/api/admin/reports?day=${PACKING_DAY}`, amount: 20 },
};
type AdminRead = keyof typeof ADMIN_READS;

/**
 * Row 4: the current edition's reads on the database of three editions against the same reads on a database holding
 * the current edition alone, alternating (alone, three, alone, three ...) so that background noise hits both alike;
 * each round sends its share of the requests.
 */
async function adminReads(alone: Running, three: Running, aloneCookie: string, threeCookie: string) {
  const measure = async (app: Running, cookie: string, warmUp = false) => {
    const results = {} as Record<AdminRead, LoadResult>;
    for (const [name, { path, amount }] of Object.entries(ADMIN_READS) as [AdminRead, (typeof ADMIN_READS)[AdminRead]][]) {
      results[name] = await load({ url: app.url, path, connections: 1, amount: warmUp ? 3 : Math.ceil(amount / ROUNDS), headers: { cookie } });
    }
    return results;
  };
  await measure(alone, aloneCookie, true);
  await measure(three, threeCookie, true);
  const runs: { alone: Record<AdminRead, LoadResult>; three: Record<AdminRead, LoadResult> }[] = [];
  for (let i = 0; i < ROUNDS; i++) runs.push({ alone: await measure(alone, aloneCookie), three: await measure(three, threeCookie) });
  const names = Object.keys(ADMIN_READS) as AdminRead[];
  const of = (side: 'alone' | 'three') => Object.fromEntries(names.map((n) => [n, merge(runs.map((r) => r[side][n]))])) as Record<AdminRead, LoadResult>;
  return { alone: of('alone'), three: of('three') };
}

async function coldStart(dataDir: string) {
  const server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
  await server.stop();
  return server.msToReady;
}

const startApp = async (url: string) => {
  // The bench's admin session is made without the second factor an installation asks of admins (decision 038).
  const app = await startServerProcess('bench/servers/app-server.ts', { NODE_ENV: 'production', DATABASE_URL: url, LOG_LEVEL, BENCH_POOL_SIZE: String(POOL_SIZE), ADMIN_SECOND_FACTOR: 'later' });
  servers.push(app);
  return app;
};

async function main() {
  const bench = await openBenchDatabase(4);
  const alone = await openBenchDatabase(2);
  log(`databases ${bench.name} (${EDITIONS} editions) and ${alone.name} (the current edition alone), created for this run, dropped at the end`);
  try {
    const dataset = await generateDataset(bench.url, EDITIONS);
    const aloneData = await generateDataset(alone.url, 1);
    const perEdition = `${DATASET.loungesPerEdition} lounges and ${DATASET.ordersPerEdition} orders per edition`;
    log(`data sets: ${DATASET.guests} guests, ${DATASET.products} products, ${perEdition}; ${EDITIONS} editions in ${dataset.seconds.toFixed(1)} s, 1 in ${aloneData.seconds.toFixed(1)} s`);
    const versionRows = await bench.database.db.execute(sql`select current_setting('server_version') as version`);
    const version = (versionRows as unknown as { rows: { version: string }[] }).rows[0]?.version ?? '?';
    const edition = (await findEdition(bench.database.db, dataset.currentEditionId))!;

    const app = await startApp(bench.url);
    const aloneApp = await startApp(alone.url);

    // First, before the checkouts add orders to the current edition of one database and not the other.
    log(`4. the current edition's packing list, order list and reports: alone vs beside ${EDITIONS - 1} past editions, ${ROUNDS} rounds alternating`);
    const reads = await adminReads(aloneApp, app, aloneData.admin.cookie, dataset.admin.cookie);
    const packingBytes = (await (await fetch(`${app.url}${ADMIN_READS.packing.path}`, { headers: { cookie: dataset.admin.cookie } })).arrayBuffer()).byteLength;
    const comparison = await load({ url: app.url, path: '/api/admin/reports/editions', connections: 1, amount: 10, headers: { cookie: dataset.admin.cookie } });
    const queryPlans = await explainAdminQueries(bench.url, edition, PACKING_DAY, SEARCH);
    const aloneEdition = (await findEdition(alone.database.db, aloneData.currentEditionId))!;
    const alonePlans = await explainAdminQueries(alone.url, aloneEdition, PACKING_DAY, SEARCH);
    await aloneApp.stop();
    servers.splice(servers.indexOf(aloneApp), 1);
    await alone.drop();

    const guest = dataset.guests[0]!;
    const catalogue = await fetch(`${app.url}/api/products`);
    const etag = catalogue.headers.get('etag');
    const products = Buffer.from(await catalogue.arrayBuffer());
    const sessionBytes = (await (await fetch(`${app.url}/api/auth/session`, { headers: { cookie: guest.cookie } })).arrayBuffer()).byteLength;
    const productsFile = join(scratch, 'products.json');
    writeFileSync(productsFile, products);
    const constant = await startServerProcess('bench/servers/constant-server.ts', { BENCH_CONSTANT_BODIES: JSON.stringify({ products: productsFile }), LOG_LEVEL });
    servers.push(constant);

    const hotId = await createHotProduct(bench.url, edition.id);
    const plans = checkoutPlans(dataset, `run${Date.now()}`);
    const hot = hotPlans(dataset, hotId, `hot${Date.now()}`);
    // Both floors are checked against the app's own statements once (a real order each, through either path).
    const floorDrift = [await floorMatchesApp(bench.url, plans()), await floorMatchesApp(bench.url, hot())].filter((d) => d !== null);
    for (const drift of floorDrift) log(`the checkout floor no longer replays the app: ${drift}`);
    const post = (next: () => CheckoutPlan) => ({
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', origin: app.url },
      next: () => {
        const plan = next();
        return { headers: { cookie: plan.guest.cookie }, body: checkoutBody(plan) };
      },
    });

    // Warm-up: JIT, connection pools and PostgreSQL's caches, not counted.
    log('warming up');
    await load({ url: app.url, path: '/api/checkout', connections: CONCURRENCY, duration: 2, ...post(plans) });
    await load({ url: app.url, path: '/api/products', connections: READ_CONNECTIONS, duration: 1 });
    await load({ url: constant.url, path: '/constant/products', connections: READ_CONNECTIONS, duration: 1 });

    log(`1. checkout: floor (pg, ${CONCURRENCY} in flight) vs HTTP (${CONCURRENCY} connections), ${ROUNDS} x ${SECONDS} s each`);
    const checkout = await rounds(
      () => checkoutFloor(bench.url, plans, CONCURRENCY, SECONDS),
      () => load({ url: app.url, path: '/api/checkout', connections: CONCURRENCY, duration: SECONDS, ...post(plans) }),
    );
    const mismatches = await findLedgerMismatches(bench.database.db);

    log(`1c. hot product (stock limits): ${CONCURRENCY} guests at once buying one limited product, floor vs HTTP`);
    await load({ url: app.url, path: '/api/checkout', connections: CONCURRENCY, duration: 1, ...post(hot) });
    const hotProduct = await rounds(
      () => checkoutFloor(bench.url, hot, CONCURRENCY, SECONDS),
      () => load({ url: app.url, path: '/api/checkout', connections: CONCURRENCY, duration: SECONDS, ...post(hot) }),
    );
    const stockMismatches = await findStockMismatches(bench.database.db);

    log('2. catalogue vs constant route');
    const catalogueReads = await rounds(
      () => load({ url: constant.url, path: '/constant/products', connections: READ_CONNECTIONS, duration: SECONDS }),
      () => load({ url: app.url, path: '/api/products', connections: READ_CONNECTIONS, duration: SECONDS }),
    );
    const notModified = etag
      ? await load({ url: app.url, path: '/api/products', connections: READ_CONNECTIONS, duration: SECONDS, headers: { 'if-none-match': etag } })
      : null;

    log(`3. authenticated session vs its lookup through pg (${READ_CONNECTIONS} in flight, pool ${POOL_SIZE})`);
    let g = 0;
    const nextGuest = () => ({ headers: { cookie: dataset.guests[g++ % dataset.guests.length]!.cookie } });
    const tokens = dataset.guests.map((guestOf) => guestOf.token);
    const session = await rounds(
      () => sessionFloor(bench.url, tokens, POOL_SIZE, READ_CONNECTIONS, SECONDS),
      () => load({ url: app.url, path: '/api/auth/session', connections: READ_CONNECTIONS, duration: SECONDS, next: nextGuest }),
    );

    for (const server of servers.splice(0)) await server.stop();

    log('5. cold start on the embedded database');
    const dataDir = join(scratch, 'data');
    const firstBoot = await coldStart(dataDir);
    const restart = await coldStart(dataDir);

    const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
    const rps = (r: LoadResult) => `${r.rps.toFixed(0)}/s`;
    const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
    const perRound = (ratios: number[]) => `rounds ${ratios.map(pct).join(' ')}`;
    const { alone: one, three } = reads;
    const times = (read: AdminRead) => `x${(three[read].p50 / one[read].p50).toFixed(2)}`;
    const editionsRow = (measure: string, read: AdminRead, target: number, note: string): Row => [
      measure,
      ms(three[read].p50),
      `alone ${ms(one[read].p50)}`,
      times(read),
      `< ${target} ms`,
      three[read].p50 < target && three[read].errors === 0,
      `${note}p99 ${ms(three[read].p99)} (alone ${ms(one[read].p99)})`,
    ];
    const rows: Row[] = [
      ['1 Floor = app statements', floorDrift.length === 0 ? 'same' : 'differ', '', '', 'same', floorDrift.length === 0, floorDrift.join('; ') || 'checkout and hot product, captured with Drizzle\'s logger'],
      ['1 Checkout throughput', rps(checkout.app), rps(checkout.floor), pct(checkout.app.rps / checkout.floor.rps), '>= 50%', checkout.app.rps >= 0.5 * checkout.floor.rps, perRound(checkout.ratios)],
      ['1 Checkout p50 / p99', `${ms(checkout.app.p50)} / ${ms(checkout.app.p99)}`, `${ms(checkout.floor.p50)} / ${ms(checkout.floor.p99)}`, '', 'p99 < 50 ms', checkout.app.p99 < 50, ''],
      ['1 Checkout errors', String(checkout.app.errors), String(checkout.floor.errors), '', '0', checkout.app.errors === 0, `${checkout.app.requests} orders over HTTP`],
      ['1 Ledger invariant', `${mismatches.length} mismatches`, '', '', '0', mismatches.length === 0, 'findLedgerMismatches'],
      ['1c Hot-product checkout', rps(hotProduct.app), rps(hotProduct.floor), pct(hotProduct.app.rps / hotProduct.floor.rps), '>= 50%', hotProduct.app.rps >= 0.5 * hotProduct.floor.rps, perRound(hotProduct.ratios)],
      ['1c Hot-product oversold', String(stockMismatches.length), '', '', '0', stockMismatches.length === 0 && hotProduct.app.errors === 0, `stock rows off their order lines; ${hotProduct.app.errors} HTTP errors`],
      ['2 Catalogue GET /api/products', rps(catalogueReads.app), rps(catalogueReads.floor), pct(catalogueReads.app.rps / catalogueReads.floor.rps), '>= 70%', catalogueReads.app.rps >= 0.7 * catalogueReads.floor.rps, `${products.length} B; ${perRound(catalogueReads.ratios)}`],
      ['2 Catalogue p50 / p99', `${ms(catalogueReads.app.p50)} / ${ms(catalogueReads.app.p99)}`, `${ms(catalogueReads.floor.p50)} / ${ms(catalogueReads.floor.p99)}`, '', '', null, ''],
      ['2 Catalogue If-None-Match', notModified ? rps(notModified) : 'no ETag', '', notModified ? pct(notModified.rps / catalogueReads.floor.rps) : '', 'ETag/304', notModified !== null && notModified.errors === 0, '304 answers'],
      ['3 Session GET /api/auth/session', rps(session.app), rps(session.floor), pct(session.app.rps / session.floor.rps), '>= 60%', session.app.rps >= 0.6 * session.floor.rps, `${sessionBytes} B; floor: the lookup through pg; ${perRound(session.ratios)}`],
      editionsRow('4 Packing list p50', 'packing', 250, `${PACKING_DAY}, ${(packingBytes / 1024).toFixed(0)} KB; `),
      editionsRow('4 Admin orders, first page p50', 'firstPage', 50, ''),
      editionsRow('4 Admin orders, search p50', 'search', 50, `q=${SEARCH}; `),
      editionsRow('4 Reports p50, festival', 'reports', 300, ''),
      editionsRow('4 Reports p50, one day', 'reportsDay', 300, `${PACKING_DAY}; `),
      ['4 Reports, editions side by side p50', ms(comparison.p50), '', '', '', null, `all ${EDITIONS} editions; p99 ${ms(comparison.p99)}`],
      ['5 Cold start, first boot', ms(firstBoot), '', '', '< 5 s', firstBoot < 5000, 'new data dir: copy of the built template + demo data'],
      ['5 Cold start, restart', ms(restart), '', '', '< 5 s', restart < 5000, 'existing data dir'],
    ];
    const commit = execSync('git rev-parse --short HEAD').toString().trim();
    printReport(rows, [
      `Lounge Pre-Order benchmark, ${new Date().toISOString()}, commit ${commit}, load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')} (at the start ${startLoad})`,
      `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${version}; load: autocannon, ${CONCURRENCY} connections for checkout, ${READ_CONNECTIONS} for reads, ${ROUNDS} rounds x ${SECONDS} s, floor and app alternating; app pool ${POOL_SIZE}, LOG_LEVEL=${LOG_LEVEL}`,
      `Data set: ${EDITIONS} editions (the current one open, ${EDITIONS - 1} closed), ${DATASET.guests} guests, ${DATASET.products} products, ${perEdition} (generated in ${dataset.seconds.toFixed(1)} s)`,
      `Row 4: App = the current edition beside the past ones; Floor column = the same reads on a database of the current edition alone, same run, rounds alternating; Ratio = three editions / alone`,
    ]);
    console.log('\nQuery plans (EXPLAIN ANALYZE of the statements the app sends for the current edition of three, and alone; scans only):');
    queryPlans.forEach((plan, i) => {
      // The same code sends the same statements to both databases; the alone figure is shown when it is that statement.
      const twin = alonePlans[i]?.sql === plan.sql ? ` (alone ${alonePlans[i]!.ms.toFixed(1)} ms)` : '';
      console.log(`  ${plan.label}: ${plan.ms.toFixed(1)} ms${twin}  ${plan.sql.slice(0, 90).replace(/\s+/g, ' ')}...`);
      for (const scan of plan.scans) console.log(`      ${scan}`);
    });
    const plansFile = join(tmpdir(), `lounge-bench-plans-${Date.now()}.txt`);
    const fullPlans = (plans: QueryPlan[], where: string) => plans.map((p) => `-- ${p.label}, ${where}\n${p.sql}\n${p.plan.join('\n')}\n`).join('\n');
    writeFileSync(plansFile, `${fullPlans(queryPlans, `${EDITIONS} editions`)}\n${fullPlans(alonePlans, 'current edition alone')}`);
    console.log(`  Full plans: ${plansFile}`);
  } finally {
    for (const server of servers) await server.stop();
    await alone.drop();
    await bench.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

const startLoad = loadavg().map((l) => l.toFixed(1)).join(' ');
await main();

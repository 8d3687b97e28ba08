/**
 * `npm run bench`: the performance suite (see bench/README.md). One run prints one table:
 * measured figures, their floors and the ratios, with the machine's core count.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { checkoutBody, checkoutFloor, checkoutPlans } from './lib/checkout-floor.ts';
import { createHotProduct, hotBody, hotPlans, hotProductFloor } from './lib/hot-product.ts';
import { findStockMismatches } from '#server/modules/stock/stock-counts.repo.ts';
import { openBenchDatabase } from './lib/database.ts';
import { DATASET, generateDataset } from './lib/dataset.ts';
import { load, type LoadResult } from './lib/load.ts';
import { explainAdminQueries } from './lib/plans.ts';
import { startBuiltServer, startServerProcess, type Running } from './lib/processes.ts';
import { printReport, type Row } from './lib/report.ts';

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

/** Alternates floor and app runs (A B A B ...) so that background noise hits both alike; sums the rounds. */
async function rounds(floor: () => Promise<LoadResult>, app: () => Promise<LoadResult>) {
  const floors: LoadResult[] = [];
  const apps: LoadResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    floors.push(await floor());
    apps.push(await app());
  }
  const merge = (runs: LoadResult[]): LoadResult => ({
    rps: runs.reduce((s, r) => s + r.rps, 0) / runs.length,
    p50: runs.reduce((s, r) => s + r.p50, 0) / runs.length,
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    requests: runs.reduce((s, r) => s + r.requests, 0),
  });
  return { floor: merge(floors), app: merge(apps), ratios: apps.map((a, i) => a.rps / floors[i]!.rps) };
}

async function coldStart(dataDir: string) {
  const server = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
  await server.stop();
  return server.msToReady;
}

async function main() {
  const bench = await openBenchDatabase(4);
  log(`database ${bench.name} (created for this run, dropped at the end)`);
  try {
    const dataset = await generateDataset(bench.url);
    log(`data set: ${DATASET.guests} guests, ${DATASET.lounges} lounges, ${DATASET.products} products, ${DATASET.orders} orders in ${dataset.seconds.toFixed(1)} s`);
    const versionRows = await bench.database.db.execute(sql`select current_setting('server_version') as version`);
    const version = (versionRows as unknown as { rows: { version: string }[] }).rows[0]?.version ?? '?';

    const app = await startServerProcess('bench/servers/app-server.ts', {
      NODE_ENV: 'production',
      DATABASE_URL: bench.url,
      LOG_LEVEL,
      BENCH_POOL_SIZE: String(POOL_SIZE),
    });
    servers.push(app);
    const guest = dataset.guests[0]!;
    const catalogue = await fetch(`${app.url}/api/products`);
    const etag = catalogue.headers.get('etag');
    const bodies = {
      products: Buffer.from(await catalogue.arrayBuffer()),
      session: Buffer.from(await (await fetch(`${app.url}/api/auth/session`, { headers: { cookie: guest.cookie } })).arrayBuffer()),
    };
    const files = Object.fromEntries(
      Object.entries(bodies).map(([name, body]) => {
        const file = join(scratch, `${name}.json`);
        writeFileSync(file, body);
        return [name, file];
      }),
    );
    const constant = await startServerProcess('bench/servers/constant-server.ts', { BENCH_CONSTANT_BODIES: JSON.stringify(files), LOG_LEVEL });
    servers.push(constant);

    // Warm-up: JIT, connection pools and PostgreSQL's caches, not counted.
    const plans = checkoutPlans(dataset, `run${Date.now()}`);
    const checkoutRequest = () => {
      const plan = plans();
      return { headers: { cookie: plan.guest.cookie }, body: checkoutBody(plan) };
    };
    const post = { method: 'POST' as const, headers: { 'content-type': 'application/json', origin: app.url }, next: checkoutRequest };
    log('warming up');
    await load({ url: app.url, path: '/api/checkout', connections: CONCURRENCY, duration: 2, ...post });
    await load({ url: app.url, path: '/api/products', connections: READ_CONNECTIONS, duration: 1 });
    await load({ url: constant.url, path: '/constant/products', connections: READ_CONNECTIONS, duration: 1 });

    log(`1. checkout: floor (pg, ${CONCURRENCY} in flight) vs HTTP (${CONCURRENCY} connections), ${ROUNDS} x ${SECONDS} s each`);
    const checkout = await rounds(
      () => checkoutFloor(bench.url, plans, CONCURRENCY, SECONDS, CONCURRENCY),
      () => load({ url: app.url, path: '/api/checkout', connections: CONCURRENCY, duration: SECONDS, ...post }),
    );
    const mismatches = await findLedgerMismatches(bench.database.db);

    log(`1c. hot product (stock limits): ${CONCURRENCY} guests at once buying one limited product, floor vs HTTP`);
    const hotId = await createHotProduct(bench.url);
    const hot = hotPlans(dataset, `hot${Date.now()}`);
    const hotPost = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', origin: app.url },
      next: () => {
        const plan = hot();
        return { headers: { cookie: plan.guest.cookie }, body: hotBody(hotId, plan) };
      },
    };
    await load({ url: app.url, path: '/api/checkout', connections: CONCURRENCY, duration: 1, ...hotPost });
    const hotProduct = await rounds(
      () => hotProductFloor(bench.url, hotId, hot, CONCURRENCY, SECONDS),
      () => load({ url: app.url, path: '/api/checkout', connections: CONCURRENCY, duration: SECONDS, ...hotPost }),
    );
    const stockMismatches = await findStockMismatches(bench.database.db);

    log('2. catalogue vs constant route');
    const products = await rounds(
      () => load({ url: constant.url, path: '/constant/products', connections: READ_CONNECTIONS, duration: SECONDS }),
      () => load({ url: app.url, path: '/api/products', connections: READ_CONNECTIONS, duration: SECONDS }),
    );
    const notModified = etag
      ? await load({ url: app.url, path: '/api/products', connections: READ_CONNECTIONS, duration: SECONDS, headers: { 'if-none-match': etag } })
      : null;

    log('3. authenticated session vs constant route');
    let g = 0;
    const nextGuest = () => ({ headers: { cookie: dataset.guests[g++ % dataset.guests.length]!.cookie } });
    const session = await rounds(
      () => load({ url: constant.url, path: '/constant/session', connections: READ_CONNECTIONS, duration: SECONDS }),
      () => load({ url: app.url, path: '/api/auth/session', connections: READ_CONNECTIONS, duration: SECONDS, next: nextGuest }),
    );

    log('4. packing list and admin order list');
    const admin = { headers: { cookie: dataset.admin.cookie } };
    await load({ url: app.url, path: `/api/admin/packing?day=${PACKING_DAY}`, connections: 1, amount: 3, ...admin });
    const packing = await load({ url: app.url, path: `/api/admin/packing?day=${PACKING_DAY}`, connections: 1, amount: 20, ...admin });
    const packingBytes = (await (await fetch(`${app.url}/api/admin/packing?day=${PACKING_DAY}`, admin)).arrayBuffer()).byteLength;
    const firstPage = await load({ url: app.url, path: '/api/admin/orders', connections: 1, amount: 100, ...admin });
    const search = await load({ url: app.url, path: `/api/admin/orders?q=${SEARCH}`, connections: 1, amount: 100, ...admin });
    const queryPlans = await explainAdminQueries(bench.url, PACKING_DAY, SEARCH);

    log('4b. reports, whole festival and one day');
    await load({ url: app.url, path: '/api/admin/reports', connections: 1, amount: 3, ...admin });
    const reports = await load({ url: app.url, path: '/api/admin/reports', connections: 1, amount: 20, ...admin });
    const reportsDay = await load({ url: app.url, path: `/api/admin/reports?day=${PACKING_DAY}`, connections: 1, amount: 20, ...admin });

    for (const server of servers.splice(0)) await server.stop();

    log('5. cold start on the embedded database');
    const dataDir = join(scratch, 'data');
    const firstBoot = await coldStart(dataDir);
    const restart = await coldStart(dataDir);

    const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
    const rps = (r: LoadResult) => `${r.rps.toFixed(0)}/s`;
    const ms = (x: number) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;
    const perRound = (ratios: number[]) => `rounds ${ratios.map(pct).join(' ')}`;
    const rows: Row[] = [
      ['1 Checkout throughput', rps(checkout.app), rps(checkout.floor), pct(checkout.app.rps / checkout.floor.rps), '>= 50%', checkout.app.rps >= 0.5 * checkout.floor.rps, perRound(checkout.ratios)],
      ['1 Checkout p50 / p99', `${ms(checkout.app.p50)} / ${ms(checkout.app.p99)}`, `${ms(checkout.floor.p50)} / ${ms(checkout.floor.p99)}`, '', 'p99 < 50 ms', checkout.app.p99 < 50, ''],
      ['1 Checkout errors', String(checkout.app.errors), String(checkout.floor.errors), '', '0', checkout.app.errors === 0, `${checkout.app.requests} orders over HTTP`],
      ['1 Ledger invariant', `${mismatches.length} mismatches`, '', '', '0', mismatches.length === 0, 'findLedgerMismatches'],
      ['1c Hot-product checkout', rps(hotProduct.app), rps(hotProduct.floor), pct(hotProduct.app.rps / hotProduct.floor.rps), '>= 50%', hotProduct.app.rps >= 0.5 * hotProduct.floor.rps, perRound(hotProduct.ratios)],
      ['1c Hot-product oversold', String(stockMismatches.length), '', '', '0', stockMismatches.length === 0 && hotProduct.app.errors === 0, `stock rows off their order lines; ${hotProduct.app.errors} HTTP errors`],
      ['2 Catalogue GET /api/products', rps(products.app), rps(products.floor), pct(products.app.rps / products.floor.rps), '>= 70%', products.app.rps >= 0.7 * products.floor.rps, `${bodies.products.length} B; ${perRound(products.ratios)}`],
      ['2 Catalogue p50 / p99', `${ms(products.app.p50)} / ${ms(products.app.p99)}`, `${ms(products.floor.p50)} / ${ms(products.floor.p99)}`, '', '', null, ''],
      ['2 Catalogue If-None-Match', notModified ? rps(notModified) : 'no ETag', '', notModified ? pct(notModified.rps / products.floor.rps) : '', 'ETag/304', notModified !== null && notModified.errors === 0, '304 answers'],
      ['3 Session GET /api/auth/session', rps(session.app), rps(session.floor), pct(session.app.rps / session.floor.rps), '>= 60%', session.app.rps >= 0.6 * session.floor.rps, `${bodies.session.length} B; ${perRound(session.ratios)}`],
      ['4 Packing list p50', ms(packing.p50), '', '', '< 250 ms', packing.p50 < 250, `${PACKING_DAY}, ${(packingBytes / 1024).toFixed(0)} KB, p99 ${ms(packing.p99)}`],
      ['4 Admin orders, first page p50', ms(firstPage.p50), '', '', '< 50 ms', firstPage.p50 < 50, `p99 ${ms(firstPage.p99)}`],
      ['4 Admin orders, search p50', ms(search.p50), '', '', '< 50 ms', search.p50 < 50, `q=${SEARCH}, p99 ${ms(search.p99)}`],
      ['4 Reports p50, festival / one day', `${ms(reports.p50)} / ${ms(reportsDay.p50)}`, '', '', '< 300 ms', Math.max(reports.p50, reportsDay.p50) < 300, `${PACKING_DAY}; p99 ${ms(reports.p99)} / ${ms(reportsDay.p99)}`],
      ['5 Cold start, first boot', ms(firstBoot), '', '', '< 5 s', firstBoot < 5000, 'new data dir: copy of the built template + demo data'],
      ['5 Cold start, restart', ms(restart), '', '', '< 5 s', restart < 5000, 'existing data dir'],
    ];
    const commit = execSync('git rev-parse --short HEAD').toString().trim();
    printReport(rows, [
      `Lounge Pre-Order benchmark, ${new Date().toISOString()}, commit ${commit}`,
      `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, PostgreSQL ${version}; load: autocannon, ${CONCURRENCY} connections for checkout, ${READ_CONNECTIONS} for reads, ${ROUNDS} rounds x ${SECONDS} s, floor and app alternating; app pool ${POOL_SIZE}, LOG_LEVEL=${LOG_LEVEL}`,
      `Data set: ${DATASET.guests} guests, ${DATASET.lounges} lounges, ${DATASET.products} products, ${DATASET.orders} orders (generated in ${dataset.seconds.toFixed(1)} s)`,
    ]);
    console.log('\nQuery plans (EXPLAIN ANALYZE of the statements the app sends; scans only):');
    for (const plan of queryPlans) {
      console.log(`  ${plan.label}: ${plan.ms.toFixed(1)} ms  ${plan.sql.slice(0, 90).replace(/\s+/g, ' ')}...`);
      for (const scan of plan.scans) console.log(`      ${scan}`);
    }
    const plansFile = join(tmpdir(), `lounge-bench-plans-${Date.now()}.txt`);
    writeFileSync(plansFile, queryPlans.map((p) => `-- ${p.label}\n${p.sql}\n${p.plan.join('\n')}\n`).join('\n'));
    console.log(`  Full plans: ${plansFile}`);
  } finally {
    for (const server of servers) await server.stop();
    await bench.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();

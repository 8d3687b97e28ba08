/**
 * `npm run bench:web`: the front-end half of the benchmarks (see bench/README.md). Lighthouse, with its defaults
 * (mobile emulation, simulated throttling), audits /login and /shop (twenty products with a photo) of the
 * production build served by the real server, prints the performance and accessibility scores with the key metrics, and fails when a
 * score is below the target. Each page is audited several times and judged by its median run, as
 * Lighthouse's own guidance on variability advises: the blocking time scales with whatever else the
 * machine is doing at that moment.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Flags, type Result } from 'lighthouse';
import sharp from 'sharp';
import { startServerProcess, type Running } from './lib/processes.ts';

const TARGET = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the HTML reports go when set (one per page), for reading what cost the points. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const GUEST = { email: 'lighthouse@lounge.test', password: 'lighthouse-guest-1', bookingNumber: 'LNG-1001' };
const ADMIN = { email: 'lighthouse-admin@lounge.test', password: 'photo-bench-admin-7319' };
/** The shop is judged with a photo on each of twenty products (docs/decisions/047-product-photos.md); BENCH_PHOTOS=0 for none. */
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const CATEGORIES = ['performance', 'accessibility'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

const log = (line: string) => console.error(`[bench:web] ${line}`);

/** Registers the demo guest through the API, as the web app does, and returns its session cookie. */
async function signInGuest(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(GUEST),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`registering the guest answered ${res.status}: ${await res.text()}`);
  return cookie;
}

/** Signs in the admin the server was started with and returns a fetch that sends its session. */
async function adminFetch(baseUrl: string) {
  const headers = { origin: baseUrl, 'content-type': 'application/json' };
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify(ADMIN) });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`signing in the admin answered ${res.status}: ${await res.text()}`);
  return async (path: string, init: { method: string; body: string | Blob; type: string }) => {
    const answer = await fetch(`${baseUrl}${path}`, { method: init.method, body: init.body, headers: { origin: baseUrl, cookie, 'content-type': init.type } });
    if (!answer.ok) throw new Error(`${init.method} ${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json() as Promise<{ product: { id: string } }>;
  };
}

/**
 * Gives PHOTOS products a photo of a phone camera's size, uploaded as an admin does: the demo catalogue's products,
 * and new ones until there are enough. Each photo is a different gradient, so none is served from another's cache.
 */
async function addPhotos(baseUrl: string) {
  const send = await adminFetch(baseUrl);
  const listed = await fetch(`${baseUrl}/api/products`).then((r) => r.json() as Promise<{ products: { id: string }[] }>);
  const ids = listed.products.map((p) => p.id).slice(0, PHOTOS);
  while (ids.length < PHOTOS) {
    const body = JSON.stringify({ name: `Bench bottle ${ids.length + 1}`, description: 'For the benchmark', tokenPrice: 40, category: 'Spirits', categoryType: 'bottle', maxMixChoices: 0 });
    ids.push((await send('/api/admin/products', { method: 'POST', body, type: 'application/json' })).product.id);
  }
  for (const [i, id] of ids.entries()) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${i * 18},70%,40%)"/><stop offset="1" stop-color="hsl(${i * 18 + 90},70%,70%)"/></linearGradient></defs><rect width="2400" height="1800" fill="url(#g)"/><circle cx="1200" cy="900" r="${300 + i * 20}" fill="#fff8"/></svg>`;
    const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    await send(`/api/admin/products/${id}/photo`, { method: 'PUT', body: new Blob([new Uint8Array(photo)]), type: 'image/jpeg' });
  }
  log(`${PHOTOS} products have a photo`);
}

type Run = { lhr: Result; performance: number; accessibility: number };

async function audit(url: string, port: number, cookie?: string, attempt = 1): Promise<Run> {
  const flags: Flags = {
    port,
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Lighthouse clears the browser's storage before loading, so the session travels as a header.
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  };
  const run = await lighthouse(url, flags);
  if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
  const lhr = run.lhr;
  if (lhr.runtimeError) {
    // A trace now and then comes back broken (NO_NAVSTART) on a busy machine; that run is taken again.
    if (attempt < 3) {
      log(`${url}: ${lhr.runtimeError.code}, running again`);
      return audit(url, port, cookie, attempt + 1);
    }
    throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  }
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return { lhr, performance: score('performance'), accessibility: score('accessibility') };
}

type PageResult = Run & { page: string; performances: number[]; metrics: string[]; misses: string[] };

/** RUNS audits of one page; the run with the median performance score stands for the page. */
async function auditPage(url: string, port: number, cookie?: string): Promise<PageResult> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port, cookie));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)]!;
  const page = new URL(url).pathname;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${page.slice(1) || 'root'}.html`), generateReport(median.lhr, 'html'));
  }
  return {
    ...median,
    page,
    performances: runs.map((r) => r.performance),
    metrics: METRICS.map(([label, id]) => `${label} ${median.lhr.audits[id]?.displayValue ?? '?'}`),
    misses: missedAudits(median.lhr),
  };
}

/** The audits that cost points in the measured categories, so a failing run says why. */
function missedAudits(lhr: Result): string[] {
  const ids = new Set(CATEGORIES.flatMap((id) => (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)));
  return [...ids]
    .map((id) => lhr.audits[id]!)
    .filter((a) => a.score !== null && a.score < 0.9)
    .map((a) => `${a.id} (${Math.round(a.score! * 100)}${a.displayValue ? `, ${a.displayValue}` : ''})`);
}

async function main() {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npm run build` (npm run bench:web does)');
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'lounge-bench-web-'));
  let server: Running | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    server = await startServerProcess('src/server/main.ts', {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_SECOND_FACTOR: 'later',
    });
    log(`production build served by src/server/main.ts at ${server.url} (embedded database in ${dataDir})`);
    await addPhotos(server.url);
    const cookie = await signInGuest(server.url);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const results = [await auditPage(`${server.url}/login`, chrome.port), await auditPage(`${server.url}/shop`, chrome.port, cookie)];

    const date = new Date().toISOString().slice(0, 10);
    console.log(`Lighthouse ${results[0]!.lhr.lighthouseVersion}, mobile emulation, simulated throttling; median of ${RUNS} runs; ${cpus().length} cores, ${date}`);
    console.log(`${'page'.padEnd(8)}${'performance'.padStart(12)}${'accessibility'.padStart(15)}  ${'all runs'.padEnd(15)}  median run`);
    for (const r of results) {
      const row = `${r.page.padEnd(8)}${String(r.performance).padStart(12)}${String(r.accessibility).padStart(15)}  ${r.performances.join(' ').padEnd(15)}`;
      // Lighthouse's CPU benchmark of this run: lower means a busier or slower machine, and longer tasks.
      console.log(`${row}  ${r.metrics.join(', ')}, benchmarkIndex ${Math.round(r.lhr.environment.benchmarkIndex)}`);
    }
    const failing = results.filter((r) => CATEGORIES.some((id) => r[id] < TARGET));
    for (const r of failing) console.log(`${r.page} is below ${TARGET}; audits that cost points: ${r.misses.join('; ') || 'none below 90'}`);
    if (failing.length > 0) process.exitCode = 1;
    else console.log(`All scores at or above ${TARGET}.`);
  } finally {
    chrome?.kill();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

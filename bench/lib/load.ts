import autocannon from 'autocannon';
import pg from 'pg';

export type LoadResult = {
  /** Successful (2xx/304) responses per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and responses other than 2xx/304. */
  errors: number;
  requests: number;
};

export type LoadOptions = {
  url: string;
  path: string;
  connections: number;
  /** Seconds, or a fixed number of requests with `amount`. */
  duration?: number;
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Builds each request's headers and body (fresh idempotency keys, rotating guests). */
  next?: () => { headers?: Record<string, string>; body?: string };
};

/** One autocannon run (HTTP/1.1 keep-alive, no pipelining) from this process against a server process. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const { url, path, connections, duration, amount, method = 'GET', headers = {}, next } = options;
  let notOk = 0;
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration: duration ?? 10 }),
    requests: [
      {
        method,
        path,
        headers,
        ...(next
          ? {
              setupRequest: (request: autocannon.Request) => {
                const built = next();
                return { ...request, headers: { ...headers, ...built.headers }, body: built.body ?? '' };
              },
            }
          : {}),
        onResponse: (status: number) => {
          if (!(status >= 200 && status < 300) && status !== 304) notOk++;
        },
      },
    ],
  });
  const ok = result['2xx'] + result['3xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + notOk,
    requests: ok + notOk,
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The floors' load: `one` (statements straight to PostgreSQL through `pg`, no HTTP) run `concurrency` at a time for
 * `seconds` over a pool of `poolSize` connections. A throw counts as an error.
 */
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

import autocannon from 'autocannon';

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

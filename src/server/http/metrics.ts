import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MailStatus } from '#shared/constants.ts';
import type { PoolUse } from '#server/db/client.ts';

/** The mails the outbox has not sent: queued (waiting, sending) and given up (failed, until an admin retries them). */
const UNSENT_MAIL_STATUSES = ['waiting', 'sending', 'failed'] as const satisfies readonly MailStatus[];

/** How long a scrape waits for a reading from the database before it leaves that metric out. */
export const SCRAPE_READ_TIMEOUT_MS = 2000;

/** What the metrics read at each scrape; app.ts wires them to the database and the mail module. */
export type MetricSources = {
  countMails: (statuses: readonly MailStatus[]) => Promise<Record<MailStatus, number>>;
  /** Absent on PGlite: one in-process connection, no pool to run out of. */
  poolUse?: () => PoolUse;
  log: FastifyBaseLogger;
};

/**
 * A database reading for a scrape, bounded: one at a time however often scrapers ask (a slow database gets no pile
 * of counts), and given up after `timeoutMs` or on an error, as undefined, so the scrape answers without it.
 */
function boundedReading<T>(what: string, read: () => Promise<T>, log: FastifyBaseLogger): () => Promise<T | undefined> {
  let inFlight: Promise<T> | undefined;
  return async () => {
    inFlight ??= read().finally(() => (inFlight = undefined));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), SCRAPE_READ_TIMEOUT_MS);
    });
    try {
      const value = await Promise.race([inFlight, timeout]);
      if (value === undefined) log.warn(`metrics: reading ${what} took over ${SCRAPE_READ_TIMEOUT_MS} ms, left out of this scrape`);
      return value;
    } catch (error) {
      log.warn({ err: error }, `metrics: reading ${what} failed, left out of this scrape`);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The shop's metrics in a registry of this app's own (never prom-client's global one, so two apps in one process
 * keep their counts apart). Names and meanings: docs/operations.md#metrics.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  const httpLabels = ['method', 'route', 'status_class'] as const;

  const readMails = boundedReading('the mail outbox', () => sources.countMails(UNSENT_MAIL_STATUSES), sources.log);
  new Gauge({
    name: 'lounge_mail_queue_depth',
    help: 'Mails of the outbox not sent yet, by status: waiting, sending (claimed by a worker), failed (given up)',
    labelNames: ['status'],
    registers,
    async collect() {
      const counts = await readMails();
      // Without a reading the metric has no samples: a missing value, never a stale or made-up one.
      this.reset();
      if (counts) for (const status of UNSENT_MAIL_STATUSES) this.set({ status }, counts[status]);
    },
  });

  const { poolUse } = sources;
  if (poolUse) {
    new Gauge({
      name: 'lounge_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: busy (lent to a query or transaction) and idle',
      labelNames: ['state'],
      registers,
      collect() {
        const use = poolUse();
        this.set({ state: 'busy' }, use.total - use.idle);
        this.set({ state: 'idle' }, use.idle);
      },
    });
    new Gauge({
      name: 'lounge_db_pool_max_connections',
      help: 'The most connections the pool opens',
      registers,
      collect() {
        this.set(poolUse().max);
      },
    });
    new Gauge({
      name: 'lounge_db_pool_waiting_queries',
      help: 'Queries waiting for a connection of the pool, all being busy',
      registers,
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }

  return {
    registry,
    httpRequests: new Counter({ name: 'lounge_http_requests_total', help: 'HTTP requests answered, by route pattern and status class', labelNames: httpLabels, registers }),
    httpDuration: new Histogram({
      name: 'lounge_http_request_duration_seconds',
      help: 'Time from a request to its answer, by route pattern and status class (for /api/events: how long the stream stayed open)',
      labelNames: httpLabels,
      registers,
    }),
    checkouts: new Counter({ name: 'lounge_checkouts_total', help: 'Checkouts that placed an order (committed; a repeated idempotency key is not counted)', registers }),
    signInFailures: new Counter({
      name: 'lounge_sign_in_failures_total',
      help: 'Refused sign-ins: 401 wrong e-mail or password, 429 too many attempts (per address or per account)',
      labelNames: ['status'],
      registers,
    }),
    liveStreams: new Gauge({ name: 'lounge_live_streams_open', help: 'Event streams (GET /api/events) open on this instance', registers }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: routes count into them (checkouts, event streams); GET /metrics reads them. */
    metrics: Metrics;
  }
}

import { z } from 'zod';
import { STAFF_PASSWORD_MIN } from '#shared/constants.ts';
import { LIVE_HEARTBEAT_MS } from '#shared/live-events.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
    DATA_DIR: z.string().default('./data'),
    /** The built web app to serve (browser tests point server processes at a build of their own). */
    WEB_ROOT: z.string().default('dist/web'),
    PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().default('Lounge Pre-Order <no-reply@lounge.local>'),
    MAIL_POLL_MS: z.coerce.number().int().min(0).default(2000),
    MAIL_RETRY_MS: z.coerce.number().int().min(1).default(30_000),
    MAIL_LEASE_MS: z.coerce.number().int().min(1).default(120_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
    // Push messages (docs/decisions/043-web-push.md): who the browser vendors' push services may write to about
    // our VAPID key, and push services accepted beside theirs.
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must be a mailto: address or an https:// URL').optional(),
    PUSH_SERVICE_ORIGINS: z.string().default(''),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(STAFF_PASSWORD_MIN, `must be at least ${STAFF_PASSWORD_MIN} characters`).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
    /** Another address for Stripe's API, such as stripe-mock (the two-process payout test's fake Stripe). */
    STRIPE_API_BASE: z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' }).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/, message: 'must be a redis:// URL' }).optional(),
    SEED_DEMO: flag.default(true),
    DEMO_PAYMENTS: flag.optional(),
    ADMIN_SECOND_FACTOR: z.enum(['required', 'later']).default('required'),
    TRUST_PROXY: z.string().default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // A bearer token as RFC 6750 spells one, long enough that guessing it is out of reach (openssl rand -hex 32).
    METRICS_TOKEN: z
      .string()
      .min(32, 'must be at least 32 characters, e.g. the output of openssl rand -hex 32')
      .regex(/^[A-Za-z0-9\-._~+/]+=*$/, 'may hold only letters, digits and - . _ ~ + / (and = at the end)')
      .optional(),
  })
  .refine((env) => Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET), {
    message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  // The demo payment page credits tokens without taking money: a public (https) shop without Stripe says which it wants.
  .refine((env) => env.STRIPE_SECRET_KEY || env.DEMO_PAYMENTS !== undefined || !env.PUBLIC_URL?.startsWith('https://'), {
    message:
      'a public https shop needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or DEMO_PAYMENTS=false to run without card payments, ' +
      'or DEMO_PAYMENTS=true to use the demo payment page, which credits tokens for free',
    path: ['DEMO_PAYMENTS'],
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl?: string;
  /** PostgreSQL connections this process opens at most for requests (LISTEN takes one more of its own). */
  databasePoolSize: number;
  dataDir: string;
  publicUrl: string;
  /**
   * PUBLIC_URL was set: the shop answers only at that address. Unset, it works at whatever address it is
   * opened by, when that is one of its own addresses (localhost, 127.0.0.1, a LAN address: http/own-address.ts).
   */
  publicUrlSet: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** The mail worker (modules/mail/mail-queue.service.ts): poll interval (0: none), claim lease, attempts, first back-off. */
  mail: { pollMs: number; leaseMs: number; maxAttempts: number; retryBaseMs: number };
  /**
   * Push messages (modules/push/, docs/decisions/043-web-push.md): the VAPID subject (a contact for the push
   * services) and the origins of push services accepted beside the browser vendors' (https only).
   */
  push: { vapidSubject: string; extraServiceOrigins: string[] };
  adminEmail?: string;
  adminPassword?: string;
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /**
   * The demo payment page, which credits tokens without taking money (docs/decisions/034): never beside Stripe; on
   * when DEMO_PAYMENTS=true, or by default when the shop runs with demo data (SEED_DEMO). Without either, the shop
   * has no card payments.
   */
  demoPayments: boolean;
  /**
   * 'required': the back office opens only to an admin whose session proved a second factor (docs/decisions/038);
   * 'later' lets the first admin of a new installation set the shop up first.
   */
  adminSecondFactor: 'required' | 'later';
  redisUrl?: string;
  seedDemo: boolean;
  /**
   * Fastify's trustProxy: false (ignore X-Forwarded-For), a comma-separated list of proxy addresses or
   * CIDRs, a number of proxy hops, or true (trust any sender: only behind a proxy that overwrites the header).
   */
  trustProxy: boolean | string | number;
  logLevel: string;
  /** The bearer token `GET /metrics` asks for; unset, the metrics are not offered (docs/operations.md#metrics). */
  metricsToken?: string;
  /** Limits per client address and window; tests lower or raise them. */
  rateLimits: { auth: Limit; checkout: Limit };
  /**
   * Failed sign-ins before they are refused for windowMs (auth/login-throttle.ts, docs/decisions/035): per account
   * from all browsers without its device cookie together, and per browser that has one.
   */
  loginThrottle: { unknownBrowsers: Limit; knownDevice: Limit };
  /**
   * How long an instance serves the public catalogue from memory (see catalogue-cache.ts): by default until a
   * change notification drops it (decision 002); 0 reads it every time.
   */
  catalogueCacheMs: number;
   /**
    * Between two heartbeats of an event stream (`GET /api/events`): 25000 ms, one of the product's constants
    * (docs/product.md#business-constants); tests shorten it.
    */
  liveHeartbeatMs: number;
  /** Prefix of the rate-limit counters in Redis (tests give each run its own). */
  rateLimitNamespace?: string;
  /** Serve the built web app from this folder (absent in API-only tests). */
  webRoot?: string;
};

type Limit = { max: number; windowMs: number };

export class ConfigError extends Error {}

function parseTrustProxy(raw: string): Config['trustProxy'] {
  if (raw === 'true') return true;
  if (raw === 'false' || raw === '') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** The address of a From header ('Shop <a@b.c>' or 'a@b.c'). */
const mailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** Reads the environment once at boot; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mail: { pollMs: e.MAIL_POLL_MS, leaseMs: e.MAIL_LEASE_MS, maxAttempts: e.MAIL_MAX_ATTEMPTS, retryBaseMs: e.MAIL_RETRY_MS },
    push: {
      vapidSubject: e.VAPID_SUBJECT ?? `mailto:${mailAddressOf(e.MAIL_FROM)}`,
      extraServiceOrigins: e.PUSH_SERVICE_ORIGINS.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
    },
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, ...(e.STRIPE_API_BASE ? { apiBase: e.STRIPE_API_BASE } : {}) }
      : undefined,
    demoPayments: !e.STRIPE_SECRET_KEY && (e.DEMO_PAYMENTS ?? e.SEED_DEMO),
    adminSecondFactor: e.ADMIN_SECOND_FACTOR,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    rateLimits: { auth: { max: 10, windowMs: 60_000 }, checkout: { max: 30, windowMs: 60_000 } },
    loginThrottle: { unknownBrowsers: { max: 10, windowMs: 15 * 60_000 }, knownDevice: { max: 5, windowMs: 15 * 60_000 } },
    catalogueCacheMs: Number.POSITIVE_INFINITY,
    liveHeartbeatMs: LIVE_HEARTBEAT_MS,
    webRoot: e.WEB_ROOT,
  };
}

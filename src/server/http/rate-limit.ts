import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Config } from '#server/config.ts';

/** Default prefix of the shared counters in Redis; every instance of one shop must use the same. */
export const RATE_LIMIT_NAMESPACE = 'lounge-rl:';

/**
 * Per-route limits (routes opt in with `config.rateLimit`), counted per client address, or per guest
 * where a route says so. With REDIS_URL every instance counts in the same Redis keys, so a load
 * balancer spreading one attacker over several instances does not multiply the allowance.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  let redis: Redis | undefined;
  if (config.redisUrl) {
    // No offline queue: while Redis is unreachable a limited request fails at once (503) instead of hanging.
    redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
    let healthy = true;
    redis.on('error', (error) => {
      if (healthy) app.log.error({ err: error }, 'Redis (rate-limit counters) unreachable; limited routes answer 503 until it is back');
      healthy = false;
    });
    redis.on('ready', () => {
      if (!healthy) app.log.info('Redis (rate-limit counters) reachable again');
      healthy = true;
    });
    // Start with counters available when Redis is up; when it is not, ioredis keeps reconnecting.
    await redis.connect().catch(() => {});
    const client = redis;
    app.addHook('onClose', async () => client.disconnect());
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: config.rateLimitNamespace ?? RATE_LIMIT_NAMESPACE,
    // Fail closed: without the shared counters the limits would not hold.
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: { code: ERROR_CODES.rateLimited, message: msg.rateLimited },
    }),
  });
}

/** ioredis refusing a command because the connection is down (offline queue disabled, retries spent). */
export function isRateLimitStoreUnavailable(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null;
  return (
    e?.name === 'MaxRetriesPerRequestError' ||
    (typeof e?.message === 'string' && /enableOfflineQueue|Connection is closed/.test(e.message))
  );
}

import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The connection to REDIS_URL, where every instance of the shop keeps its shared counters (rate limits,
 * failed sign-ins per account). No offline queue: while Redis is unreachable a command fails at once
 * (the request answers 503, the health check says "down") instead of hanging; ioredis keeps reconnecting.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
  let healthy = true;
  redis.on('error', (error) => {
    if (healthy) log.error({ err: error }, 'Redis unreachable; rate-limited routes answer 503 until it is back');
    healthy = false;
  });
  redis.on('ready', () => {
    if (!healthy) log.info('Redis reachable again');
    healthy = true;
  });
  // Start with the counters available when Redis is up; when it is not, ioredis keeps trying.
  await redis.connect().catch(() => {});
  return redis;
}

/** ioredis refusing a command because the connection is down (offline queue disabled, retries spent). */
export function isRedisUnavailable(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null;
  return (
    e?.name === 'MaxRetriesPerRequestError' ||
    (typeof e?.message === 'string' && /enableOfflineQueue|Connection is closed/.test(e.message))
  );
}

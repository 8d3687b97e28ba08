import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Config } from '#server/config.ts';

/** Default prefix of the shared counters in Redis; every instance of one shop must use the same. */
export const RATE_LIMIT_NAMESPACE = 'lounge-rl:';

export const counterNamespace = (config: Config) => config.rateLimitNamespace ?? RATE_LIMIT_NAMESPACE;

/**
 * Per-route limits (routes opt in with `config.rateLimit`), counted per client address, or per guest
 * where a route says so. With REDIS_URL every instance counts in the same Redis keys, so a load
 * balancer spreading one attacker over several instances does not multiply the allowance.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, redis: Redis | undefined) {
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: counterNamespace(config),
    // Fail closed: without the shared counters the limits would not hold.
    skipOnError: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: { code: ERROR_CODES.rateLimited, message: msg.rateLimited },
    }),
  });
}

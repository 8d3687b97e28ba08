import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/app-context.ts';
import { pingDatabase } from '#server/db/ping.ts';

const state = z.enum(['up', 'down']);
const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: state,
  /** Present when REDIS_URL is set: the shared counters every sign-in and checkout needs. */
  redis: state.optional(),
});

/**
 * Readiness: each dependency this instance needs, and 503 when one is down, so that a load balancer
 * takes the instance out until it is back.
 */
export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } } }, async (request, reply) => {
    const check = (name: string, probe: Promise<unknown>) =>
      probe.then(
        () => 'up' as const,
        (error: unknown) => {
          request.log.warn({ err: error }, `health check: ${name} down`);
          return 'down' as const;
        },
      );
    const [database, redis] = await Promise.all([
      check('database', pingDatabase(ctx.database.db)),
      app.redis ? check('redis', app.redis.ping()) : undefined,
    ]);
    const healthy = database === 'up' && redis !== 'down';
    const body = { status: healthy ? ('ok' as const) : ('degraded' as const), database, ...(redis ? { redis } : {}) };
    return reply.status(healthy ? 200 : 503).send(body);
  });
};

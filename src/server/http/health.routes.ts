import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/app-context.ts';

const healthResponse = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } } }, async (request, reply) => {
    try {
      await ctx.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'up' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database down');
      return reply.status(503).send({ status: 'degraded' as const, database: 'down' as const });
    }
  });
};

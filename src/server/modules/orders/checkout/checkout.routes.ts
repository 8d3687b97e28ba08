import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutBody, checkoutResponse } from '#shared/schemas/orders.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireActiveUser } from '#server/auth/guards.ts';
import { checkout } from './checkout.orchestration.ts';

export const checkoutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { max, windowMs } = ctx.config.rateLimits.checkout;
  app.post(
    '/api/checkout',
    {
      config: {
        // Counted per guest when signed in (the session is resolved before this hook), else per address.
        rateLimit: { max, timeWindow: windowMs, keyGenerator: (request) => request.auth?.profile.id ?? request.ip },
      },
      schema: { tags: ['checkout'], body: checkoutBody, response: { 200: checkoutResponse, 201: checkoutResponse } },
    },
    async (request, reply) => {
      const { profile } = requireActiveUser(request);
      const { order, tokenBalance, replayed } = await checkout(ctx.database.db, profile.id, request.body);
      // Counted once committed, and only for a new order: a repeated idempotency key placed nothing.
      if (!replayed) app.metrics.checkouts.inc();
      return reply.status(replayed ? 200 : 201).send({ order, tokenBalance });
    },
  );
};

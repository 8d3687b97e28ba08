import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myOrdersResponse } from '#shared/schemas/orders.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUser } from '#server/auth/guards.ts';
import { listUserOrders } from './order-details.repo.ts';

export const myOrdersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get('/api/me/orders', { schema: { tags: ['orders'], response: { 200: myOrdersResponse } } }, async (request) => {
    const { profile } = requireUser(request);
    return { orders: await listUserOrders(ctx.database.db, profile.id) };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/admin-common.ts';
import { cancelMyOrderResponse, changeMyOrderBody, myOrdersResponse } from '#shared/schemas/orders.ts';
import { languageQuery } from '#shared/schemas/shop.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireActiveUser, requireUser } from '#server/auth/guards.ts';
import { cancelOwnOrder } from './guest-cancel.orchestration.ts';
import { changeOwnOrder } from './guest-change.orchestration.ts';
import { listUserOrders } from './order-details.repo.ts';

export const myOrdersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Names in the language the page shows (`?lang=`), else the profile's (docs/decisions/045).
  app.get('/api/me/orders', { schema: { tags: ['orders'], querystring: languageQuery, response: { 200: myOrdersResponse } } }, async (request) => {
    const { profile } = requireUser(request);
    return { orders: await listUserOrders(ctx.database.db, profile.id, request.query.lang ?? profile.language) };
  });

  app.post(
    '/api/me/orders/:id/cancel',
    { schema: { tags: ['orders'], params: idParams, response: { 200: cancelMyOrderResponse } } },
    async (request) => {
      const { profile } = requireActiveUser(request);
      return cancelOwnOrder(ctx.database.db, profile.id, request.params.id);
    },
  );

  app.post(
    '/api/me/orders/:id/change',
    { schema: { tags: ['orders'], params: idParams, body: changeMyOrderBody, response: { 200: cancelMyOrderResponse } } },
    async (request) => {
      const { profile } = requireActiveUser(request);
      return changeOwnOrder(ctx.database.db, profile.id, request.params.id, request.body);
    },
  );
};

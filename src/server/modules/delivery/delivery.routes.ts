import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/admin-common.ts';
import { deliveryChangeResponse, deliveryQuery, deliveryResponse } from '#shared/schemas/delivery.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { loadDeliveryRun, markDelivered, undoDelivered } from './delivery.service.ts';

const tags = ['staff: delivery'];

/** The delivery run (issue 17): registered in the staff-or-admin scope of admin-api.ts. */
export const deliveryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const actorOf = (request: Parameters<typeof authOf>[0]) => authOf(request).profile;

  app.get('/delivery', { schema: { tags, querystring: deliveryQuery, response: { 200: deliveryResponse } } }, async (request) =>
    loadDeliveryRun(db, request.query.day, actorOf(request)),
  );

  const change = { schema: { tags, params: idParams, response: { 200: deliveryChangeResponse } } };
  app.post('/delivery/lounges/:id/deliver', change, async (request) => markDelivered(db, actorOf(request), { loungeId: request.params.id }));
  app.post('/delivery/lounges/:id/undo', change, async (request) => undoDelivered(db, actorOf(request), { loungeId: request.params.id }));
  app.post('/delivery/orders/:id/deliver', change, async (request) => markDelivered(db, actorOf(request), { orderId: request.params.id }));
  app.post('/delivery/orders/:id/undo', change, async (request) => undoDelivered(db, actorOf(request), { orderId: request.params.id }));
};

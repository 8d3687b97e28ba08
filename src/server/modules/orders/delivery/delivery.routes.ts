import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/admin-common.ts';
import { deliveryChangeResponse, deliveryOrderParams, deliveryQuery, deliveryResponse, deliveryTapBody, onTheWayResponse } from '#shared/schemas/delivery.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { editionOrCurrent } from '#server/modules/editions/index.ts';
import { markDelivered, undoDelivered } from './delivery.orchestration.ts';
import { defaultDeliveryDay, loadDeliveryRun } from './delivery.service.ts';
import { markOnTheWay } from './on-the-way.orchestration.ts';

const tags = ['staff: delivery'];

/** The delivery run: registered in the staff-or-admin scope of admin-api.ts. */
export const deliveryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const actorOf = (request: Parameters<typeof authOf>[0]) => authOf(request).profile;

  app.get('/delivery', { schema: { tags, querystring: deliveryQuery, response: { 200: deliveryResponse } } }, async (request) => {
    const edition = await editionOrCurrent(db, request.query.edition);
    // Products named in the runner's language, their profile's (docs/decisions/045).
    const actor = actorOf(request);
    return loadDeliveryRun(db, edition.id, request.query.day ?? (await defaultDeliveryDay(db, edition)), actor, actor.language);
  });

  // A whole lounge (every completed order's lines for it), or one order's lines for the lounge; each tap may carry
  // the key the phone gave it, so that sending it again records it once (docs/decisions/042-service-worker.md).
  const body = deliveryTapBody.optional();
  const lounge = { schema: { tags, params: idParams, body, response: { 200: deliveryChangeResponse } } };
  app.post('/delivery/lounges/:id/deliver', lounge, async (request) => markDelivered(db, actorOf(request), { loungeId: request.params.id }, request.body));
  app.post('/delivery/lounges/:id/undo', lounge, async (request) => undoDelivered(db, actorOf(request), { loungeId: request.params.id }, request.body?.key));
  const order = { schema: { tags, params: deliveryOrderParams, body, response: { 200: deliveryChangeResponse } } };
  app.post('/delivery/lounges/:loungeId/orders/:orderId/deliver', order, async (request) =>
    markDelivered(db, actorOf(request), request.params, request.body),
  );
  app.post('/delivery/lounges/:loungeId/orders/:orderId/undo', order, async (request) =>
    undoDelivered(db, actorOf(request), request.params, request.body?.key),
  );

  // "On my way": tells the lounge's waiting guests, once per lounge and day (docs/decisions/049-on-its-way.md).
  const onTheWay = { schema: { tags, params: idParams, response: { 200: onTheWayResponse } } };
  app.post('/delivery/lounges/:id/on-my-way', onTheWay, async (request) => markOnTheWay(db, actorOf(request), request.params.id));
};

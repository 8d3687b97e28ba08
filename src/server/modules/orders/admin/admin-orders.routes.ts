import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/admin-common.ts';
import {
  adminOrderResponse,
  adminOrdersQuery,
  adminOrdersResponse,
  completePendingBody,
  completePendingResponse,
  manualOrderBody,
  orderChangeResponse,
  refundOrderBody,
  orderStatusBody,
} from '#shared/schemas/admin-orders.ts';
import { editionQuery } from '#shared/schemas/editions.ts';
import type { AppContext } from '#server/app-context.ts';
import { editionOrCurrent } from '#server/modules/editions/index.ts';
import { authOf } from '#server/auth/guards.ts';
import { requireStepUp } from '#server/modules/second-factor/index.ts';
import { getOrder, listOrders } from './admin-orders.service.ts';
import { createManualOrder } from './manual-order.orchestration.ts';
import { changeOrderStatus, completeAllPending } from './order-status.orchestration.ts';
import { refundOrder } from './refund.orchestration.ts';

const tags = ['admin: orders'];

export const adminOrdersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/orders',
    { schema: { tags, querystring: adminOrdersQuery, response: { 200: adminOrdersResponse } } },
    async (request) => {
      return listOrders(db, (await editionOrCurrent(db, request.query.edition)).id, request.query);
    },
  );

  app.get(
    '/orders/:id',
    { schema: { tags, params: idParams, response: { 200: adminOrderResponse } } },
    async (request) => {
      return { order: await getOrder(db, request.params.id) };
    },
  );

  app.post(
    '/orders/:id/status',
    { schema: { tags, params: idParams, body: orderStatusBody, response: { 200: orderChangeResponse } } },
    async (request) => {
      const auth = authOf(request);
      // Cancelling gives the tokens back: a refund, which asks for a recent second-factor proof.
      if (request.body.status === 'cancelled') await requireStepUp(db, auth);
      return changeOrderStatus(db, auth.profile.id, request.params.id, request.body);
    },
  );

  app.post(
    '/orders/:id/refund',
    { schema: { tags, params: idParams, body: refundOrderBody, response: { 200: orderChangeResponse } } },
    async (request) => {
      const auth = authOf(request);
      await requireStepUp(db, auth);
      return refundOrder(db, auth.profile.id, request.params.id, { confirmDelivered: request.body?.confirmDelivered === true });
    },
  );

  app.post(
    '/orders/complete-pending',
    { schema: { tags, querystring: editionQuery, body: completePendingBody, response: { 200: completePendingResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      const edition = await editionOrCurrent(db, request.query.edition);
      return completeAllPending(db, profile.id, edition.id, request.body.day);
    },
  );

  app.post(
    '/orders/manual',
    { schema: { tags, body: manualOrderBody, response: { 201: orderChangeResponse } } },
    async (request, reply) => {
      const auth = authOf(request);
      await requireStepUp(db, auth);
      return reply.status(201).send(await createManualOrder(db, auth.profile.id, request.body));
    },
  );
};

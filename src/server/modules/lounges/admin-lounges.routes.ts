import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { idParams } from '#shared/schemas/admin-common.ts';
import {
  adminLoungeResponse,
  adminLoungesResponse,
  assignmentParams,
  assignUserBody,
  loungeBody,
  moveLoungeBody,
} from '#shared/schemas/admin-lounges.ts';
import { editionQuery } from '#shared/schemas/editions.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { editionOrCurrent } from '#server/modules/editions/index.ts';
import { listAdminLounges } from './admin-lounges.repo.ts';
import { assignUser, createLounge, moveLounge, unassignUser, updateLounge } from './admin-lounges.service.ts';

const tags = ['admin: lounges'];

export const adminLoungesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get('/lounges', { schema: { tags, querystring: editionQuery, response: { 200: adminLoungesResponse } } }, async (request) => ({
    lounges: await listAdminLounges(db, (await editionOrCurrent(db, request.query.edition)).id),
  }));

  app.post(
    '/lounges',
    { schema: { tags, querystring: editionQuery, body: loungeBody, response: { 201: adminLoungeResponse } } },
    async (request, reply) => {
      const { profile } = authOf(request);
      const edition = await editionOrCurrent(db, request.query.edition);
      const lounge = await createLounge(db, profile.id, edition.id, request.body);
      return reply.status(201).send({ lounge, message: msg.loungeCreated });
    },
  );

  app.put(
    '/lounges/:id',
    { schema: { tags, params: idParams, body: loungeBody, response: { 200: adminLoungeResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      return { lounge: await updateLounge(db, profile.id, request.params.id, request.body), message: msg.loungeUpdated };
    },
  );

  app.post(
    '/lounges/:id/assignments',
    { schema: { tags, params: idParams, body: assignUserBody, response: { 200: adminLoungeResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      const lounge = await assignUser(db, profile.id, request.params.id, request.body.userId);
      return { lounge, message: msg.userAssigned };
    },
  );

  app.delete(
    '/lounges/:id/assignments/:userId',
    { schema: { tags, params: assignmentParams, response: { 200: adminLoungeResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      const lounge = await unassignUser(db, profile.id, request.params.id, request.params.userId);
      return { lounge, message: msg.userUnassigned };
    },
  );

  app.post(
    '/lounges/:id/move',
    { schema: { tags, params: idParams, body: moveLoungeBody, response: { 200: adminLoungeResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      return moveLounge(db, profile.id, request.params.id, request.body.fromUserId, request.body.toUserId);
    },
  );
};

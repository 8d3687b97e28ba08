import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/admin-common.ts';
import { editionBody, editionResponse, editionsResponse, prepareEditionBody } from '#shared/schemas/editions.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { closeEdition, listEditionDtos, openEdition, prepareEdition, saveEdition } from './editions.service.ts';

const tags = ['admin: editions'];

/** The festival's editions (docs/decisions/031): registered in the admin scope of admin-api.ts. */
export const adminEditionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const actor = (request: Parameters<typeof authOf>[0]) => authOf(request).profile.id;

  app.get('/editions', { schema: { tags, response: { 200: editionsResponse } } }, async () => ({ editions: await listEditionDtos(db) }));
  app.post('/editions', { schema: { tags, body: prepareEditionBody, response: { 201: editionResponse } } }, async (request, reply) =>
    reply.code(201).send(await prepareEdition(db, actor(request), request.body)),
  );
  app.put('/editions/:id', { schema: { tags, params: idParams, body: editionBody, response: { 200: editionResponse } } }, async (request) =>
    saveEdition(db, actor(request), request.params.id, request.body),
  );
  const change = { schema: { tags, params: idParams, response: { 200: editionResponse } } };
  app.post('/editions/:id/open', change, async (request) => openEdition(db, actor(request), request.params.id));
  app.post('/editions/:id/close', change, async (request) => closeEdition(db, actor(request), request.params.id));
};

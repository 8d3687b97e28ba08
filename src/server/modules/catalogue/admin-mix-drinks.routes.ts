import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { idParams } from '#shared/schemas/admin-common.ts';
import { adminMixDrinkResponse, adminMixDrinksResponse, mixDrinkBody } from '#shared/schemas/admin-catalogue.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { invalidateCatalogueOnWrite } from './catalogue-cache.ts';
import { listAllMixDrinks } from './admin-mix-drinks.repo.ts';
import { createMixDrink, deactivateMixDrink, renameMixDrink } from './admin-mix-drinks.service.ts';

const tags = ['admin: catalogue'];

export const adminMixDrinksRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  invalidateCatalogueOnWrite(app);

  app.get('/mix-drinks', { schema: { tags, response: { 200: adminMixDrinksResponse } } }, async () => ({ mixDrinks: await listAllMixDrinks(db) }));

  app.post(
    '/mix-drinks',
    { schema: { tags, body: mixDrinkBody, response: { 201: adminMixDrinkResponse } } },
    async (request, reply) => {
      const { profile } = authOf(request);
      const mixDrink = await createMixDrink(db, profile.id, request.body);
      return reply.status(201).send({ mixDrink, message: msg.mixDrinkCreated });
    },
  );

  app.put(
    '/mix-drinks/:id',
    { schema: { tags, params: idParams, body: mixDrinkBody, response: { 200: adminMixDrinkResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      const mixDrink = await renameMixDrink(db, profile.id, request.params.id, request.body);
      return { mixDrink, message: msg.mixDrinkUpdated };
    },
  );

  app.delete(
    '/mix-drinks/:id',
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      await deactivateMixDrink(db, profile.id, request.params.id);
      return { message: msg.mixDrinkDeactivated };
    },
  );
};

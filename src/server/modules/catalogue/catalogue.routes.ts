import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mixDrinksResponse, productsResponse } from '#shared/schemas/shop.ts';
import type { AppContext } from '#server/app-context.ts';
import { listActiveMixDrinks, listActiveProducts } from './catalogue.repo.ts';

const tags = ['catalogue'];

/** The public catalogue: anyone may browse /shop, signed in or not (SPEC §6). */
export const catalogueRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get('/api/products', { schema: { tags, response: { 200: productsResponse } } }, async () => ({
    products: await listActiveProducts(db),
  }));

  app.get('/api/mix-drinks', { schema: { tags, response: { 200: mixDrinksResponse } } }, async () => ({
    mixDrinks: await listActiveMixDrinks(db),
  }));
};

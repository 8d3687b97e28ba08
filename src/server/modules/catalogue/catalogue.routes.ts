import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mixDrinksResponse, productsResponse } from '#shared/schemas/shop.ts';
import type { AppContext } from '#server/app-context.ts';
import { sendCachedJson } from '#server/http/etag.ts';

const tags = ['catalogue'];

 /** The public catalogue, open to anyone (docs/product.md#roles-and-permissions); served from catalogue-cache.ts. */
export const catalogueRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get('/api/products', { schema: { tags, response: { 200: productsResponse } } }, async (request, reply) =>
    sendCachedJson(request, reply, await app.catalogue.products.get()),
  );

  app.get('/api/mix-drinks', { schema: { tags, response: { 200: mixDrinksResponse } } }, async (request, reply) =>
    sendCachedJson(request, reply, await app.catalogue.mixDrinks.get()),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuery, mixDrinksResponse, productsResponse } from '#shared/schemas/shop.ts';
import type { AppContext } from '#server/app-context.ts';
import { sendCachedJson } from '#server/http/etag.ts';
import { requestLanguage, VARY_LANGUAGE } from '#server/http/request-language.ts';

const tags = ['catalogue'];

/**
 * The public catalogue, open to anyone (docs/product.md#roles-and-permissions); served from catalogue-cache.ts, one
 * answer per language (`?lang=`, else Accept-Language: docs/decisions/045).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  const schema = { tags, querystring: languageQuery };

  app.get('/api/products', { schema: { ...schema, response: { 200: productsResponse } } }, async (request, reply) =>
    sendCachedJson(request, reply, await app.catalogue.products[requestLanguage(request)].get(), VARY_LANGUAGE),
  );

  app.get('/api/mix-drinks', { schema: { ...schema, response: { 200: mixDrinksResponse } } }, async (request, reply) =>
    sendCachedJson(request, reply, await app.catalogue.mixDrinks[requestLanguage(request)].get(), VARY_LANGUAGE),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { idParams } from '#shared/schemas/admin-common.ts';
import { adminProductResponse, adminProductsResponse, productBody, productOfferBody } from '#shared/schemas/admin-catalogue.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { editionQuery } from '#shared/schemas/editions.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { editionOrCurrent } from '#server/modules/editions/index.ts';
import { invalidateCatalogueOnWrite } from './catalogue-cache.ts';
import { listAllProducts } from './admin-products.repo.ts';
import { createProduct, deactivateProduct, setProductOffered, updateProduct } from './admin-products.service.ts';

const tags = ['admin: catalogue'];

/** The products, each with its offer and stock in the edition named by `?edition=` (the current one without). */
export const adminProductsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  invalidateCatalogueOnWrite(app);

  app.get('/products', { schema: { tags, querystring: editionQuery, response: { 200: adminProductsResponse } } }, async (request) => ({
    products: await listAllProducts(db, (await editionOrCurrent(db, request.query.edition)).id),
  }));

  app.post(
    '/products',
    { schema: { tags, querystring: editionQuery, body: productBody, response: { 201: adminProductResponse } } },
    async (request, reply) => {
      const { profile } = authOf(request);
      const product = await createProduct(db, profile.id, request.query.edition, request.body);
      return reply.status(201).send({ product, message: msg.productCreated });
    },
  );

  app.put(
    '/products/:id',
    { schema: { tags, params: idParams, querystring: editionQuery, body: productBody, response: { 200: adminProductResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      return { product: await updateProduct(db, profile.id, request.query.edition, request.params.id, request.body), message: msg.productUpdated };
    },
  );

  app.put(
    '/products/:id/offered',
    { schema: { tags, params: idParams, querystring: editionQuery, body: productOfferBody, response: { 200: adminProductResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      return setProductOffered(db, profile.id, request.query.edition, request.params.id, request.body.offered);
    },
  );

  app.delete(
    '/products/:id',
    { schema: { tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      await deactivateProduct(db, profile.id, request.params.id);
      return { message: msg.productDeactivated };
    },
  );
};

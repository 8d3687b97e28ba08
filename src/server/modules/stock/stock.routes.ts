import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStockResponse, shopStockResponse, stockChangeResponse, stockDayParams, stockDayQuery, stockLimitBody } from '#shared/schemas/stock.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { setStock, shopStockList, stockPage } from './stock.service.ts';

/**
 * Units left per limited product and day (docs/decisions/018-stock-limits.md), open to anyone like the catalogue. Not
 * cached: it changes with every order, and the checkout decides anyway.
 */
export const stockRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.get('/api/stock', { schema: { tags: ['catalogue'], response: { 200: shopStockResponse } } }, async () => ({
    stock: await shopStockList(db),
  }));
};

const tags = ['admin: stock'];

/** The back office's stock page: limits per product and day, set and sold. */
export const adminStockRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get('/stock', { schema: { tags, querystring: stockDayQuery, response: { 200: adminStockResponse } } }, async (request) =>
    stockPage(db, request.query.day),
  );

  app.put(
    '/stock/:productId/:day',
    { schema: { tags, params: stockDayParams, body: stockLimitBody, response: { 200: stockChangeResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      return setStock(db, profile.id, request.params.productId, request.params.day, request.body);
    },
  );
};

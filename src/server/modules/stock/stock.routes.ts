import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStockResponse,
  myStockWaitsResponse,
  shopStockResponse,
  stockChangeResponse,
  stockDayParams,
  stockDayQuery,
  stockLimitBody,
  stockWaitChangeResponse,
} from '#shared/schemas/stock.ts';
import { editionQuery } from '#shared/schemas/editions.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf, requireActiveUser, requireUser } from '#server/auth/guards.ts';
import { currentEdition, editionOrCurrent } from '#server/modules/editions/index.ts';
import { askToBeTold, myStockWaits, withdrawWait } from './stock-waits.service.ts';
import { setStock, shopStockList, stockPage } from './stock.service.ts';

/**
 * Units left per limited product and day (docs/decisions/018-stock-limits.md), open to anyone like the catalogue. Not
 * cached: it changes with every order, and the checkout decides anyway.
 */
export const stockRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.get('/api/stock', { schema: { tags: ['catalogue'], response: { 200: shopStockResponse } } }, async () => ({
    stock: await shopStockList(db, (await currentEdition(db)).id),
  }));

  // "Notify me" (docs/decisions/046-stock-waits.md): the session says whose waits; nobody reads another's.
  const waitTags = ['stock waits'];
  app.get('/api/me/stock-waits', { schema: { tags: waitTags, response: { 200: myStockWaitsResponse } } }, async (request) => ({
    waits: await myStockWaits(db, requireUser(request).profile.id),
  }));
  app.put(
    '/api/me/stock-waits/:productId/:day',
    { schema: { tags: waitTags, params: stockDayParams, response: { 200: stockWaitChangeResponse } } },
    async (request) => askToBeTold(db, requireActiveUser(request).profile.id, request.params),
  );
  app.delete(
    '/api/me/stock-waits/:productId/:day',
    { schema: { tags: waitTags, params: stockDayParams, response: { 200: stockWaitChangeResponse } } },
    async (request) => withdrawWait(db, requireActiveUser(request).profile.id, request.params),
  );
};

const tags = ['admin: stock'];

/** The back office's stock page: limits per product and day, set and sold. */
export const adminStockRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get('/stock', { schema: { tags, querystring: stockDayQuery, response: { 200: adminStockResponse } } }, async (request) =>
    stockPage(db, (await editionOrCurrent(db, request.query.edition)).id, request.query.day),
  );

  app.put(
    '/stock/:productId/:day',
    { schema: { tags, params: stockDayParams, querystring: editionQuery, body: stockLimitBody, response: { 200: stockChangeResponse } } },
    async (request) => {
      const { profile } = authOf(request);
      const { id: editionId } = await editionOrCurrent(db, request.query.edition);
      return setStock(db, profile.id, { editionId, ...request.params }, request.body);
    },
  );
};

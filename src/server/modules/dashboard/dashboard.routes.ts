import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import { editionQuery } from '#shared/schemas/editions.ts';
import type { AppContext } from '#server/app-context.ts';
import { editionOrCurrent } from '#server/modules/editions/index.ts';
import { loadDashboard } from './dashboard.service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/dashboard',
    { schema: { tags: ['admin: dashboard'], querystring: editionQuery, response: { 200: dashboardResponse } } },
    async (request) => loadDashboard(ctx.database.db, request.log, await editionOrCurrent(ctx.database.db, request.query.edition)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import type { AppContext } from '#server/app-context.ts';
import { loadDashboard } from './dashboard.service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/dashboard',
    { schema: { tags: ['admin: dashboard'], response: { 200: dashboardResponse } } },
    async (request) => loadDashboard(ctx.database.db, request.log),
  );
};

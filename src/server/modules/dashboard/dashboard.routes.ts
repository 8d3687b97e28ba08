import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireAdmin } from '#server/auth/guards.ts';
import { loadDashboard } from './dashboard.service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('onRequest', async (request) => void requireAdmin(request));

  app.get(
    '/api/admin/dashboard',
    { schema: { tags: ['admin: dashboard'], response: { 200: dashboardResponse } } },
    async (request) => {
      requireAdmin(request);
      return loadDashboard(ctx.database.db, request.log);
    },
  );
};

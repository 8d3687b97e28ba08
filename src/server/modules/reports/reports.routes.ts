import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsQuery, reportsResponse } from '#shared/schemas/admin-reports.ts';
import type { AppContext } from '#server/app-context.ts';
import { loadReports } from './reports.service.ts';

const tags = ['admin: reports'];

export const adminReportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get('/reports', { schema: { tags, querystring: reportsQuery, response: { 200: reportsResponse } } }, async (request) =>
    loadReports(db, request.query.day),
  );
};

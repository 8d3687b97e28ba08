import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerQuery, ledgerResponse } from '#shared/schemas/tokens.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUser } from '#server/auth/guards.ts';
import { findStatementPage } from './statement.repo.ts';

export const statementRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/me/ledger',
    { schema: { tags: ['tokens'], querystring: ledgerQuery, response: { 200: ledgerResponse } } },
    async (request) => {
      const auth = requireUser(request);
      return findStatementPage(ctx.database.db, auth.profile.id, request.query);
    },
  );
};

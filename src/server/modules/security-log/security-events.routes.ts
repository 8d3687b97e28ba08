import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { securityEventsCsvQuery, securityEventsQuery, securityEventsResponse } from '#shared/schemas/admin-logs.ts';
import type { AppContext } from '#server/app-context.ts';
import { streamCsv } from '#server/http/csv.ts';
import { SECURITY_EVENT_COLUMNS, listSecurityEvents, securityEventBatches } from './security-events.service.ts';

const tags = ['admin: security and audit log'];

/** The back office's security log: sign-ins, resets, refusals, filtered, newest first, on screen and as CSV. */
export const adminSecurityEventsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/security-events',
    { schema: { tags, querystring: securityEventsQuery, response: { 200: securityEventsResponse } } },
    async (request) => listSecurityEvents(db, request.query),
  );

  app.get(
    '/security-events.csv',
    {
      schema: {
        tags,
        querystring: securityEventsCsvQuery,
        response: { 200: z.string().describe(`CSV, newest first: ${SECURITY_EVENT_COLUMNS.join(', ')}`) },
      },
    },
    async (request, reply) => streamCsv(reply, 'security-events.csv', SECURITY_EVENT_COLUMNS, securityEventBatches(db, request.query)),
  );
};

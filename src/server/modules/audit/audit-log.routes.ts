import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogCsvQuery, auditLogQuery, auditLogResponse } from '#shared/schemas/admin-logs.ts';
import type { AppContext } from '#server/app-context.ts';
import { streamCsv } from '#server/http/csv.ts';
import { AUDIT_LOG_COLUMNS, auditLogBatches, listAuditLog } from './audit-log.service.ts';

const tags = ['admin: security and audit log'];

/** The back office's audit log: who changed what, filtered, newest first, on screen and as CSV. */
export const adminAuditLogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get('/audit-log', { schema: { tags, querystring: auditLogQuery, response: { 200: auditLogResponse } } }, async (request) =>
    listAuditLog(db, request.query),
  );

  app.get(
    '/audit-log.csv',
    { schema: { tags, querystring: auditLogCsvQuery, response: { 200: z.string().describe(`CSV, newest first: ${AUDIT_LOG_COLUMNS.join(', ')}`) } } },
    async (request, reply) => streamCsv(reply, 'audit-log.csv', AUDIT_LOG_COLUMNS, auditLogBatches(db, request.query)),
  );
};

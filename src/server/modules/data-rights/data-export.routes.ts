import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/admin-common.ts';
import { createdDataExportResponse, dataExportDownloadQuery, dataExportResponse } from '#shared/schemas/data-rights.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUser } from '#server/auth/guards.ts';
import { dataExportStatus, downloadDataExport, requestDataExport } from './data-export.service.ts';

const tags = ['data rights'];

/**
 * "Download my data" (docs/decisions/048): ask for an export (prepared by the data-rights worker), follow its
 * status, download it once with the token given at the request. Every route names the signed-in person's own
 * export only: another account's id answers 404, as an unknown one does.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  // Preparing an archive reads every table of the person: limited like the routes that check a password.
  const limit = { rateLimit: { max: ctx.config.rateLimits.auth.max, timeWindow: ctx.config.rateLimits.auth.windowMs } };

  app.post('/api/me/data-exports', { config: limit, schema: { tags, response: { 202: createdDataExportResponse } } }, async (request, reply) => {
    const auth = requireUser(request);
    return reply.code(202).send(await requestDataExport(db, auth.profile.id));
  });

  app.get('/api/me/data-exports/:id', { schema: { tags, params: idParams, response: { 200: dataExportResponse } } }, async (request, reply) => {
    const auth = requireUser(request);
    reply.header('cache-control', 'no-store');
    return dataExportStatus(db, auth.profile.id, request.params.id);
  });

  app.get('/api/me/data-exports/:id/download', { schema: { tags, params: idParams, querystring: dataExportDownloadQuery } }, async (request, reply) => {
    const auth = requireUser(request);
    const archive = await downloadDataExport(db, auth.profile.id, request.params.id, request.query.token);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(archive);
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { packingCsvQuery, packingQuery, packingResponse } from '#shared/schemas/admin-packing.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { fileNamePart, sendCsv } from '#server/http/csv.ts';
import { editionOrCurrent } from '#server/modules/editions/index.ts';
import { packingCsv } from './packing-csv.ts';
import { loadPackingList } from './packing.service.ts';

const tags = ['admin: packing'];

export const adminPackingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/packing',
    {
      schema: { tags, querystring: packingQuery, response: { 200: packingResponse } },
      // The list is assembled field by field in packing.service.ts (typed as PackingResponse); checking a busy
      // day's 20,000 lines against the schema again cost more than building them, so it is only stringified.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const edition = await editionOrCurrent(db, request.query.edition);
      const language = request.query.lang ?? authOf(request).profile.language;
      return loadPackingList(db, edition.id, request.query.day, request.query.q, language);
    },
  );

  app.get(
    '/packing.csv',
    { schema: { tags, querystring: packingCsvQuery, response: { 200: z.string() } } },
    async (request, reply) => {
      const { day, q, view } = request.query;
      const edition = await editionOrCurrent(db, request.query.edition);
      const csv = packingCsv(await loadPackingList(db, edition.id, day, q), view);
      return sendCsv(reply, `packing-${fileNamePart(edition.name)}-${day.toLowerCase()}-${view}.csv`, csv);
    },
  );
};

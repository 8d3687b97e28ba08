import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportsQuery, reportsResponse } from '#shared/schemas/admin-reports.ts';
import type { AppContext } from '#server/app-context.ts';
import { editionComparisonResponse, editionQuery } from '#shared/schemas/editions.ts';
import { fileNamePart, streamCsv } from '#server/http/csv.ts';
import { editionOrCurrent } from '#server/modules/editions/index.ts';
import { compareEditions } from './edition-comparison.service.ts';
import {
  LEDGER_COLUMNS,
  ORDER_LINE_COLUMNS,
  PAYMENT_COLUMNS,
  ledgerBatches,
  orderLineBatches,
  paymentBatches,
} from './exports.service.ts';
import { loadReports } from './reports.service.ts';

const tags = ['admin: reports'];
const csv = { 200: z.string().describe('CSV, columns as documented in the README (Reports and exports)') };

export const adminReportsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get('/reports', { schema: { tags, querystring: reportsQuery, response: { 200: reportsResponse } } }, async (request) =>
    loadReports(db, await editionOrCurrent(db, request.query.edition), request.query.day),
  );

  app.get('/reports/editions', { schema: { tags, response: { 200: editionComparisonResponse } } }, async () => compareEditions(db));

  app.get('/reports/order-lines.csv', { schema: { tags, querystring: reportsQuery, response: csv } }, async (request, reply) => {
    const { day } = request.query;
    const edition = await editionOrCurrent(db, request.query.edition);
    const name = `order-lines-${fileNamePart(edition.name)}${day ? `-${day.toLowerCase()}` : ''}.csv`;
    return streamCsv(reply, name, ORDER_LINE_COLUMNS, orderLineBatches(db, edition, day));
  });

  app.get('/reports/ledger.csv', { schema: { tags, response: csv } }, async (_request, reply) =>
    streamCsv(reply, 'token-ledger.csv', LEDGER_COLUMNS, ledgerBatches(db)),
  );

  app.get('/reports/payments.csv', { schema: { tags, querystring: editionQuery, response: csv } }, async (request, reply) => {
    const edition = await editionOrCurrent(db, request.query.edition);
    return streamCsv(reply, `card-payments-${fileNamePart(edition.name)}.csv`, PAYMENT_COLUMNS, paymentBatches(db, edition));
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '#shared/schemas/admin-common.ts';
import { adminPayoutsResponse, adminPayoutWindowResponse, payoutWindowBody, savePayoutWindowResponse } from '#shared/schemas/payouts.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { notFound } from '#server/http/errors.ts';
import { fileNamePart, sendCsv, toCsv } from '#server/http/csv.ts';
import { findEdition } from '#server/modules/editions/index.ts';
import { requireStepUp } from '#server/modules/second-factor/index.ts';
import { BANK_TRANSFER_COLUMNS, PAYOUT_COLUMNS, bankTransferRows, payoutRows } from './payout-exports.service.ts';
import { payoutsOfEdition, payoutWindowOf, savePayoutWindow } from './payout-window.service.ts';

const tags = ['admin: payouts'];

/** An edition's payout window and its payouts (docs/decisions/040-payouts.md); in the admin scope of admin-api.ts. */
export const adminPayoutsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const edition = async (id: string) => {
    const found = await findEdition(db, id);
    if (!found) throw notFound();
    return found;
  };
  const csv = { 200: z.string().describe('CSV, columns as documented in docs/decisions/040-payouts.md') };

  app.get('/editions/:id/payout-window', { schema: { tags, params: idParams, response: { 200: adminPayoutWindowResponse } } }, async (request) => {
    await edition(request.params.id);
    return payoutWindowOf(db, request.params.id);
  });

  app.put(
    '/editions/:id/payout-window',
    { schema: { tags, params: idParams, body: payoutWindowBody, response: { 200: savePayoutWindowResponse } } },
    async (request) => {
      const auth = authOf(request);
      // It decides what money leaves the shop: a recent second-factor proof, like a refund (docs/decisions/038).
      await requireStepUp(db, auth);
      return savePayoutWindow(db, auth.profile.id, request.params.id, request.body);
    },
  );

  app.get('/editions/:id/payouts', { schema: { tags, params: idParams, response: { 200: adminPayoutsResponse } } }, async (request) => {
    await edition(request.params.id);
    return payoutsOfEdition(db, request.params.id);
  });
  app.get('/editions/:id/payouts.csv', { schema: { tags, params: idParams, response: csv } }, async (request, reply) => {
    const found = await edition(request.params.id);
    return sendCsv(reply, `payouts-${fileNamePart(found.name)}.csv`, toCsv([PAYOUT_COLUMNS, ...(await payoutRows(db, found))]));
  });

  app.get('/editions/:id/bank-transfers.csv', { schema: { tags, params: idParams, response: csv } }, async (request, reply) => {
    const found = await edition(request.params.id);
    return sendCsv(reply, `payout-bank-transfers-${fileNamePart(found.name)}.csv`, toCsv([BANK_TRANSFER_COLUMNS, ...(await bankTransferRows(db, found))]));
  });
};

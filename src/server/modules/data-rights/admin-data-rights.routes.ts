import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { idParams } from '#shared/schemas/admin-common.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { deleteGuestBody } from '#shared/schemas/data-rights.ts';
import { retentionBody, retentionPreviewQuery, retentionPreviewResponse, retentionResponse } from '#shared/schemas/retention.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { requireStepUp } from '#server/modules/second-factor/index.ts';
import { deleteGuestAccount } from './erasure.service.ts';
import { retentionOverview, retentionPreview, setRetention } from './retention.service.ts';

const tags = ['admin: data rights'];

/** The back office's side of a guest's data rights (docs/product.md#a-guests-data). */
export const adminDataRightsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.post(
    '/users/:id/delete',
    { schema: { tags, params: idParams, body: deleteGuestBody, response: { 200: messageResponse } } },
    async (request) => {
      const auth = authOf(request);
      // It cannot be undone and may give up tokens: a recent second-factor proof, like the other sensitive actions.
      await requireStepUp(db, auth);
      await deleteGuestAccount(db, auth.profile.id, request.params.id, request.body.giveUpTokens);
      return { message: msg.guestDeleted };
    },
  );

  // The retention rule (docs/decisions/048): the setting with its dry run, a dry run for other months, saving it.
  app.get('/data-rights/retention', { schema: { tags, response: { 200: retentionResponse } } }, async () => retentionOverview(db));

  app.get('/data-rights/retention/preview', { schema: { tags, querystring: retentionPreviewQuery, response: { 200: retentionPreviewResponse } } }, async (request) =>
    retentionPreview(db, request.query.months),
  );

  app.put('/data-rights/retention', { schema: { tags, body: retentionBody, response: { 200: retentionResponse.extend({ message: z.string() }) } } }, async (request) => {
    const auth = authOf(request);
    return { ...(await setRetention(db, auth.profile.id, request.body.retentionMonths)), message: msg.retentionSaved };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { messageResponse } from '#shared/schemas/auth.ts';
import { deleteAccountBody } from '#shared/schemas/data-rights.ts';
import type { AppContext } from '#server/app-context.ts';
import { clearSessionCookie } from '#server/auth/cookie.ts';
import { requireUser } from '#server/auth/guards.ts';
import { requireStepUp } from '#server/modules/second-factor/index.ts';
import { deleteOwnAccount } from './erasure.service.ts';

const tags = ['data rights'];

/** A guest's data rights (docs/product.md#a-guests-data): deleting their own account. */
export const dataRightsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  // The password is checked here: limited like the other routes that check one.
  const authLimit = { rateLimit: { max: ctx.config.rateLimits.auth.max, timeWindow: ctx.config.rateLimits.auth.windowMs } };

  app.post(
    '/api/me/account/delete',
    { config: authLimit, schema: { tags, body: deleteAccountBody, response: { 200: messageResponse } } },
    async (request, reply) => {
      const auth = requireUser(request);
      // Like moving tokens, an account with a second factor proves it again (docs/decisions/038).
      await requireStepUp(db, auth);
      await deleteOwnAccount(db, auth.profile, request.body);
      clearSessionCookie(reply, ctx.config);
      return { message: msg.accountDeleted };
    },
  );
};

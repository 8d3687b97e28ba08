import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutChoiceBody, payoutChoiceResponse, payoutOfferResponse } from '#shared/schemas/payouts.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireActiveUser, requireUser } from '#server/auth/guards.ts';
import { choosePayout, payoutOffer } from './payout-choice.orchestration.ts';

const tags = ['payouts'];

/** A guest's leftover tokens after an edition (docs/decisions/040-payouts.md). */
export const payoutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  // Moves money like a token purchase: the same limit per person.
  const limit = { rateLimit: { max: ctx.config.rateLimits.checkout.max, timeWindow: ctx.config.rateLimits.checkout.windowMs } };

  app.get('/api/me/payout', { schema: { tags, response: { 200: payoutOfferResponse } } }, async (request) => payoutOffer(db, requireUser(request).profile.id));

  app.post('/api/me/payout', { config: limit, schema: { tags, body: payoutChoiceBody, response: { 200: payoutChoiceResponse } } }, async (request) => {
    const auth = requireActiveUser(request);
    const { message } = await choosePayout(db, auth.profile.id, request.body.choice);
    return { offer: await payoutOffer(db, auth.profile.id), message };
  });
};

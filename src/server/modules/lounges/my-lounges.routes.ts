import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimLoungesBody, claimLoungesResponse, myLoungesResponse } from '#shared/schemas/shop.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireActiveUser, requireUser } from '#server/auth/guards.ts';
import { currentEdition } from '#server/modules/editions/index.ts';
import { listUserLounges } from './my-lounges.repo.ts';
import { claimMoreLounges } from './my-lounges.service.ts';

const tags = ['lounges'];

/** The signed-in guest's own lounges; nobody can read or claim for someone else here. */
export const myLoungesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  // Booking numbers are secrets of a kind: limit guessing like sign-in attempts.
  const claimLimit = { rateLimit: { max: ctx.config.rateLimits.auth.max, timeWindow: ctx.config.rateLimits.auth.windowMs } };

  app.get('/api/me/lounges', { schema: { tags, response: { 200: myLoungesResponse } } }, async (request) => {
    const { profile } = requireUser(request);
    return { lounges: await listUserLounges(db, profile.id, (await currentEdition(db)).id) };
  });

  app.post(
    '/api/me/lounges/claim',
    { config: claimLimit, schema: { tags, body: claimLoungesBody, response: { 200: claimLoungesResponse } } },
    async (request) => {
      const { profile } = requireActiveUser(request);
      return claimMoreLounges(db, profile.id, request.body.bookingNumber);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushStateResponse, pushSubscriptionBody, pushUnsubscribeBody } from '#shared/schemas/push.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUser } from '#server/auth/guards.ts';
import { pushState, subscribe, unsubscribe } from './push-subscriptions.service.ts';

const tags = ['push'];

/** A person's push messages on this browser (docs/decisions/043-web-push.md): the key to subscribe with, on, off. */
export const pushRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.get('/api/me/push', { schema: { tags, response: { 200: pushStateResponse } } }, async (request) =>
    pushState(db, requireUser(request).profile.id),
  );
  app.post('/api/me/push-subscriptions', { schema: { tags, body: pushSubscriptionBody } }, async (request, reply) => {
    await subscribe(db, ctx.config.push.extraServiceOrigins, requireUser(request).profile.id, request.body);
    return reply.code(204).send();
  });
  app.post('/api/me/push-subscriptions/remove', { schema: { tags, body: pushUnsubscribeBody } }, async (request, reply) => {
    await unsubscribe(db, requireUser(request).profile.id, request.body.endpoint);
    return reply.code(204).send();
  });
};

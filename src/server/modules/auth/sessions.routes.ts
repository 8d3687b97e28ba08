import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { accountSessionsResponse, endedSessionsResponse, endSessionResponse, sessionIdParams } from '#shared/schemas/sessions.ts';
import type { AppContext } from '#server/app-context.ts';
import { clearSessionCookie } from '#server/auth/cookie.ts';
import { requireUser } from '#server/auth/guards.ts';
import { endAccountSession, endOtherSessions, listAccountSessions } from './account-sessions.service.ts';

const tags = ['auth'];

/**
 * "Your sessions" (docs/product.md#accounts-and-sessions): where the signed-in person is signed in, and ending any of
 * it. Like the person's other own settings, not audited; an admin's ending of a user's sessions is
 * (admin-sessions.routes.ts).
 */
export const sessionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/api/auth/sessions',
    { schema: { tags, summary: 'The signed-in person\'s live sessions', response: { 200: accountSessionsResponse } } },
    async (request) => ({ sessions: await listAccountSessions(db, requireUser(request)) }),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      schema: {
        tags,
        summary: 'End one of the signed-in person\'s sessions',
        description: 'Another person\'s session, or one already ended, answers 404. Ending the current one signs it out.',
        params: sessionIdParams,
        response: { 200: endSessionResponse },
      },
    },
    async (request, reply) => {
      const { signedOut } = await endAccountSession(db, requireUser(request), request.params.id);
      if (signedOut) clearSessionCookie(reply, ctx.config);
      return { message: msg.sessionEnded, signedOut };
    },
  );

  app.post(
    '/api/auth/sessions/end-others',
    { schema: { tags, summary: 'End every session of the signed-in person but this one', response: { 200: endedSessionsResponse } } },
    async (request) => {
      const ended = await endOtherSessions(db, requireUser(request));
      return { ended, message: msg.otherSessionsEnded({ n: ended }) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { idParams } from '#shared/schemas/admin-common.ts';
import { endedSessionsResponse } from '#shared/schemas/sessions.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { endUserSessions } from './account-sessions.service.ts';

const tags = ['admin: users'];

/** Registered in the admins' scope of admin-api.ts, under /api/admin. */
export const adminSessionsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.post(
    '/users/:id/end-sessions',
    {
      schema: {
        tags,
        summary: 'End every session of a user',
        description: 'Signs the user out everywhere (audited). On one\'s own account the session making the request stays.',
        params: idParams,
        response: { 200: endedSessionsResponse },
      },
    },
    async (request) => {
      const { user, ended } = await endUserSessions(db, authOf(request), request.params.id);
      return { ended, message: msg.userSessionsEnded({ email: user.email, n: ended }) };
    },
  );
};

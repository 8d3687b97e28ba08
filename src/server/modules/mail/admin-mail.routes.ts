import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/admin-common.ts';
import { adminMailSchema, adminMailsQuery, adminMailsResponse, reminderResponse } from '#shared/schemas/mail.ts';
import { msg } from '#shared/messages.ts';
import { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { listAdminMails, retryMail, sendReminder } from './mail-admin.service.ts';

const tags = ['admin-mail'];

/** The admin Mail page: sent, waiting and failed mails, retrying a failed one, and the reminder. */
export const adminMailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.get('/mails', { schema: { tags, querystring: adminMailsQuery, response: { 200: adminMailsResponse } } }, async (request) =>
    listAdminMails(db, request.query.status),
  );
  app.post(
    '/mails/:id/retry',
    { schema: { tags, params: idParams, response: { 200: z.object({ mail: adminMailSchema, message: z.string() }) } } },
    async (request) => ({ mail: await retryMail(db, authOf(request).profile.id, request.params.id), message: msg.mailRequeued }),
  );
  app.post('/mails/reminders', { schema: { tags, response: { 200: reminderResponse } } }, async (request) =>
    sendReminder(db, authOf(request).profile.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#shared/schemas/admin-common.ts';
import {
  adminMailSchema,
  adminMailsQuery,
  adminMailsResponse,
  reminderPreviewResponse,
  reminderResponse,
  reminderScheduleBody,
  reminderScheduleResponse,
  reminderSchedulesResponse,
} from '#shared/schemas/mail.ts';
import { msg } from '#shared/messages.ts';
import { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { listAdminMails, retryMail } from './mail-admin.service.ts';
import { cancelSchedule, listSchedules, previewReminder, scheduleReminder, sendReminder } from './reminder.service.ts';

const tags = ['admin-mail'];

/** The admin Mail page: sent, waiting and failed mails, retrying a failed one, and the reminder (now or scheduled). */
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
  app.get('/mails/reminders', { schema: { tags, response: { 200: reminderPreviewResponse } } }, async () => previewReminder(db));
  app.post('/mails/reminders', { schema: { tags, response: { 200: reminderResponse } } }, async (request) =>
    sendReminder(db, authOf(request).profile.id),
  );
  app.get('/mails/reminder-schedules', { schema: { tags, response: { 200: reminderSchedulesResponse } } }, async () => listSchedules(db));
  app.post(
    '/mails/reminder-schedules',
    { schema: { tags, body: reminderScheduleBody, response: { 201: reminderScheduleResponse } } },
    async (request, reply) => reply.status(201).send(await scheduleReminder(db, authOf(request).profile.id, new Date(request.body.runAt))),
  );
  app.post(
    '/mails/reminder-schedules/:id/cancel',
    { schema: { tags, params: idParams, response: { 200: reminderScheduleResponse } } },
    async (request) => cancelSchedule(db, authOf(request).profile.id, request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailPreferences, mailPreferencesResponse } from '#shared/schemas/mail.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireUser } from '#server/auth/guards.ts';
import { getMailPreferences, updateMailPreferences } from './mail-admin.service.ts';

const tags = ['mail'];

/** The signed-in guest's mail choices (reminders on or off; receipts always go out). */
export const mailPreferencesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.get('/api/me/mail-preferences', { schema: { tags, response: { 200: mailPreferencesResponse } } }, async (request) =>
    getMailPreferences(db, requireUser(request).profile.id),
  );
  app.put(
    '/api/me/mail-preferences',
    { schema: { tags, body: mailPreferences, response: { 200: mailPreferencesResponse } } },
    async (request) => updateMailPreferences(db, requireUser(request).profile.id, request.body.reminders),
  );
};

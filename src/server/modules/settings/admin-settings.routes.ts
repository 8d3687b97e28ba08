import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { adminSettingsResponse, adminSettingsSaved, shopSettingsBody } from '#shared/schemas/admin-settings.ts';
import type { AppContext } from '#server/app-context.ts';
import { authOf } from '#server/auth/guards.ts';
import { requireStepUp } from '#server/modules/second-factor/index.ts';
import { getShopSettings } from './settings.repo.ts';
import { saveShopSettings } from './admin-settings.service.ts';
import { toAdminSettingsDto } from './settings.presenter.ts';

const tags = ['admin: settings'];

export const adminSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get('/settings', { schema: { tags, response: { 200: adminSettingsResponse } } }, async () => toAdminSettingsDto(await getShopSettings(db)));

  app.put(
    '/settings',
    { schema: { tags, body: shopSettingsBody, response: { 200: adminSettingsSaved } } },
    async (request) => {
      const auth = authOf(request);
      // The settings hold the token packages, what a token costs: changing them asks for a recent proof.
      await requireStepUp(db, auth);
      return { settings: await saveShopSettings(db, auth.profile.id, request.body), message: msg.settingsSaved };
    },
  );
};

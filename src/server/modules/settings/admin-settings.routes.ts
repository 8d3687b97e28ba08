import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';
import { adminSettingsResponse, adminSettingsSaved, shopSettingsBody } from '#shared/schemas/admin-settings.ts';
import type { AppContext } from '#server/app-context.ts';
import { requireAdmin } from '#server/auth/guards.ts';
import { getShopSettings } from './settings.repo.ts';
import { saveShopSettings, toSettingsDto } from './admin-settings.service.ts';

const tags = ['admin: settings'];

export const adminSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  app.addHook('onRequest', async (request) => void requireAdmin(request));

  app.get('/api/admin/settings', { schema: { tags, response: { 200: adminSettingsResponse } } }, async (request) => {
    requireAdmin(request);
    return toSettingsDto(await getShopSettings(db));
  });

  app.put(
    '/api/admin/settings',
    { schema: { tags, body: shopSettingsBody, response: { 200: adminSettingsSaved } } },
    async (request) => {
      const { profile } = requireAdmin(request);
      return { settings: await saveShopSettings(db, profile.id, request.body), message: msg.settingsSaved };
    },
  );
};

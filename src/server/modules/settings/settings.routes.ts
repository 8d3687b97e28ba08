import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '#shared/schemas/settings.ts';
import type { AppContext } from '#server/app-context.ts';
import { cardPaymentsOf } from '#server/payments/create-provider.ts';
import { getShopSettings } from './settings.repo.ts';
import { toSettingsDto } from './settings.presenter.ts';

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/settings/public',
    { schema: { tags: ['settings'], response: { 200: publicSettingsSchema } } },
    async () => ({ ...toSettingsDto(await getShopSettings(ctx.database.db)), cardPayments: cardPaymentsOf(ctx.config) }),
  );
};

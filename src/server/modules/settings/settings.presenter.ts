import type { PublicSettings } from '#shared/schemas/settings.ts';
import type { ShopSettingsRow } from './settings.repo.ts';

export const toSettingsDto = (row: ShopSettingsRow): PublicSettings => ({
  preorderDeadline: row.preorderDeadline.toISOString(),
  contactEmail: row.contactEmail,
  tokenPackages: row.tokenPackages,
});

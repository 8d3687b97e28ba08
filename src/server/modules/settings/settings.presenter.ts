import type { Settings } from '#shared/schemas/settings.ts';
import { toEditionDto } from '#server/modules/editions/index.ts';
import type { ShopSettings } from './settings.repo.ts';

export const toSettingsDto = (settings: ShopSettings): Settings => ({
  preorderDeadline: settings.preorderDeadline.toISOString(),
  contactEmail: settings.contactEmail,
  tokenPackages: settings.tokenPackages,
  edition: toEditionDto(settings.edition),
});

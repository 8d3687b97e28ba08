import type { AdminSettings } from '#shared/schemas/admin-settings.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import { toEditionDto } from '#server/modules/editions/index.ts';
import type { ShopSettings } from './settings.repo.ts';

export const toAdminSettingsDto = (settings: ShopSettings): AdminSettings => ({
  ...toSettingsDto(settings),
  staffSecondFactorRequired: settings.staffSecondFactorRequired,
});

export const toSettingsDto = (settings: ShopSettings): Settings => ({
  preorderDeadline: settings.preorderDeadline.toISOString(),
  contactEmail: settings.contactEmail,
  tokenPackages: settings.tokenPackages,
  paymentMethods: settings.paymentMethods,
  guestsMayCancel: settings.guestsMayCancel,
  guestsMayChange: settings.guestsMayChange,
  edition: toEditionDto(settings.edition),
});

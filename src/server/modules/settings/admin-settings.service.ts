import type { TokenPackage } from '#shared/constants.ts';
import type { AdminSettings } from '#shared/schemas/admin-settings.ts';
import type { Db } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { currentEdition, setDeadlineAndContact } from '#server/modules/editions/index.ts';
import { lockShopSettings, updateShopSettings, withEdition } from './settings.repo.ts';
import { toAdminSettingsDto } from './settings.presenter.ts';

export type SettingsInput = {
  preorderDeadline: string;
  contactEmail: string;
  tokenPackages: TokenPackage[];
  staffSecondFactorRequired?: boolean;
  guestsMayCancel?: boolean;
  guestsMayChange?: boolean;
};

/**
 * The shop, checkout and payments read the settings on every request, so a saved change applies at once
 * everywhere (docs/product.md#shop-settings). The deadline and contact address are the current edition's
 * (docs/decisions/031-editions.md); the token packages belong to no edition.
 */
export async function saveShopSettings(db: Db, actorId: string, input: SettingsInput): Promise<AdminSettings> {
  return inTransaction(db, async (tx) => {
    const edition = await setDeadlineAndContact(tx, (await currentEdition(tx)).id, {
      preorderDeadline: new Date(input.preorderDeadline),
      contactEmail: input.contactEmail,
    });
    const before = await lockShopSettings(tx);
    const { tokenPackages, staffSecondFactorRequired, guestsMayCancel, guestsMayChange } = input;
    const after = await updateShopSettings(tx, { tokenPackages, staffSecondFactorRequired, guestsMayCancel, guestsMayChange });
    await notifyLive(tx, { kind: 'settings' });
    const dto = toAdminSettingsDto(withEdition(after, edition.after));
    const beforeDto = toAdminSettingsDto(withEdition(before, edition.before));
    await writeAudit(tx, { actorId, action: 'settings.update', entity: 'shop_settings', entityId: '1', before: beforeDto, after: dto });
    return dto;
  });
}

import type { TokenPackage } from '#shared/constants.ts';
import type { PublicSettings } from '#shared/schemas/settings.ts';
import type { Db } from '#server/db/client.ts';
import { notifyLive } from '#server/db/live-notify.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { lockShopSettings, updateShopSettings } from './settings.repo.ts';
import { toSettingsDto } from './settings.presenter.ts';

export type SettingsInput = { preorderDeadline: string; contactEmail: string; tokenPackages: TokenPackage[] };

/**
 * The shop, checkout and payments read the settings row on every request, so a saved change
 * applies at once everywhere (docs/product.md#shop-settings).
 */
export async function saveShopSettings(db: Db, actorId: string, input: SettingsInput): Promise<PublicSettings> {
  return inTransaction(db, async (tx) => {
    const before = await lockShopSettings(tx);
    const after = await updateShopSettings(tx, {
      preorderDeadline: new Date(input.preorderDeadline),
      contactEmail: input.contactEmail,
      tokenPackages: input.tokenPackages,
    });
    await notifyLive(tx, { kind: 'settings' });
    const dto = toSettingsDto(after);
    await writeAudit(tx, { actorId, action: 'settings.update', entity: 'shop_settings', entityId: '1', before: toSettingsDto(before), after: dto });
    return dto;
  });
}

import { eq } from 'drizzle-orm';
import type { TokenPackage } from '#shared/constants.ts';
import type { PublicSettings } from '#shared/schemas/settings.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction, ROW_LOCK } from '#server/db/transaction.ts';
import { shopSettings } from '#server/db/schema/index.ts';
import { writeAudit } from '#server/modules/audit/audit-log.ts';
import { getShopSettings } from './settings.repo.ts';

export type SettingsInput = { preorderDeadline: string; contactEmail: string; tokenPackages: TokenPackage[] };

export const toSettingsDto = (row: Awaited<ReturnType<typeof getShopSettings>>): PublicSettings => ({
  preorderDeadline: row.preorderDeadline.toISOString(),
  contactEmail: row.contactEmail,
  tokenPackages: row.tokenPackages,
});

/**
 * The shop, checkout and payments read the settings row on every request, so a saved change
 * applies at once everywhere (DESIGN §6.9).
 */
export async function saveShopSettings(db: Db, actorId: string, input: SettingsInput): Promise<PublicSettings> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for(ROW_LOCK);
    const [after] = await tx
      .update(shopSettings)
      .set({
        preorderDeadline: new Date(input.preorderDeadline),
        contactEmail: input.contactEmail,
        tokenPackages: input.tokenPackages,
        updatedAt: new Date(),
      })
      .where(eq(shopSettings.id, 1))
      .returning();
    if (!before || !after) throw new Error('shop_settings row missing: migrations not applied');
    const dto = toSettingsDto(after);
    await writeAudit(tx, { actorId, action: 'settings.update', entity: 'shop_settings', entityId: '1', before: toSettingsDto(before), after: dto });
    return dto;
  });
}

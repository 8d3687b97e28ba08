import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { shopSettings } from '#server/db/schema/index.ts';
import { currentEdition, type EditionRow } from '#server/modules/editions/index.ts';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

/** What the shop runs by: the token packages of the settings row, and the current edition's deadline and contact address. */
export type ShopSettings = Pick<ShopSettingsRow, 'tokenPackages' | 'staffSecondFactorRequired' | 'paymentMethods'> &
  Pick<EditionRow, 'preorderDeadline' | 'contactEmail'> & { edition: EditionRow };

export const withEdition = (row: Pick<ShopSettingsRow, 'tokenPackages' | 'staffSecondFactorRequired' | 'paymentMethods'>, edition: EditionRow): ShopSettings => ({
  tokenPackages: row.tokenPackages,
  staffSecondFactorRequired: row.staffSecondFactorRequired,
  paymentMethods: row.paymentMethods,
  preorderDeadline: edition.preorderDeadline,
  contactEmail: edition.contactEmail,
  edition,
});

/** The settings row is created by a migration, so it always exists. */
export async function getShopSettings(db: Queryable): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) throw new Error('shop_settings row missing: migrations not applied');
  return withEdition(row, await currentEdition(db));
}

/** Whether staff must have a second factor before the delivery run opens (docs/decisions/038). */
export async function staffSecondFactorRequired(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ required: shopSettings.staffSecondFactorRequired }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row?.required ?? false;
}

export async function lockShopSettings(tx: Tx) {
  const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for(ROW_LOCK);
  if (!row) throw new Error('shop_settings row missing: migrations not applied');
  return row;
}

export async function updateShopSettings(
  tx: Tx,
  values: Pick<ShopSettingsRow, 'tokenPackages'> & Partial<Pick<ShopSettingsRow, 'staffSecondFactorRequired' | 'paymentMethods'>>,
) {
  const [row] = await tx.update(shopSettings).set({ ...values, updatedAt: new Date() }).where(eq(shopSettings.id, 1)).returning();
  return row!;
}

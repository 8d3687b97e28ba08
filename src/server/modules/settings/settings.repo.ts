import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { shopSettings } from '#server/db/schema/index.ts';
import { currentEdition, type EditionRow } from '#server/modules/editions/index.ts';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

/** What the shop runs by: the token packages of the settings row, and the current edition's deadline and contact address. */
type RowSettings = Pick<ShopSettingsRow, 'tokenPackages' | 'staffSecondFactorRequired' | 'paymentMethods' | 'guestsMayCancel' | 'guestsMayChange'>;
export type ShopSettings = RowSettings & Pick<EditionRow, 'preorderDeadline' | 'contactEmail'> & { edition: EditionRow };

export const withEdition = (row: RowSettings, edition: EditionRow): ShopSettings => ({
  tokenPackages: row.tokenPackages,
  staffSecondFactorRequired: row.staffSecondFactorRequired,
  paymentMethods: row.paymentMethods,
  guestsMayCancel: row.guestsMayCancel,
  guestsMayChange: row.guestsMayChange,
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

/** Whether guests may cancel, and change, their own pending orders (docs/decisions/044). */
export async function guestOrderRights(db: Queryable) {
  const [row] = await db
    .select({ mayCancel: shopSettings.guestsMayCancel, mayChange: shopSettings.guestsMayChange })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row ?? { mayCancel: true, mayChange: true };
}

export async function lockShopSettings(tx: Tx) {
  const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for(ROW_LOCK);
  if (!row) throw new Error('shop_settings row missing: migrations not applied');
  return row;
}

export async function updateShopSettings(
  tx: Tx,
  values: Pick<ShopSettingsRow, 'tokenPackages'> &
    Partial<Pick<ShopSettingsRow, 'staffSecondFactorRequired' | 'paymentMethods' | 'guestsMayCancel' | 'guestsMayChange'>>,
) {
  const [row] = await tx.update(shopSettings).set({ ...values, updatedAt: new Date() }).where(eq(shopSettings.id, 1)).returning();
  return row!;
}

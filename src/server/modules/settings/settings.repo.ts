import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { ROW_LOCK } from '#server/db/transaction.ts';
import { shopSettings } from '#server/db/schema/index.ts';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

/** The settings row is created by a migration, so it always exists. */
export async function getShopSettings(db: Queryable) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) throw new Error('shop_settings row missing: migrations not applied');
  return row;
}

export async function lockShopSettings(tx: Tx) {
  const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for(ROW_LOCK);
  if (!row) throw new Error('shop_settings row missing: migrations not applied');
  return row;
}

export async function updateShopSettings(tx: Tx, values: Pick<ShopSettingsRow, 'preorderDeadline' | 'contactEmail' | 'tokenPackages'>) {
  const [row] = await tx
    .update(shopSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shopSettings.id, 1))
    .returning();
  return row!;
}

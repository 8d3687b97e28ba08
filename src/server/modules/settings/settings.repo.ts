import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { shopSettings } from '#server/db/schema/index.ts';

/** The settings row is created by a migration, so it always exists. */
export async function getShopSettings(db: Queryable) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) throw new Error('shop_settings row missing: migrations not applied');
  return row;
}

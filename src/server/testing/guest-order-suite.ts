import { afterEach, beforeAll } from 'vitest';
import { editions, shopSettings } from '#server/db/schema/index.ts';
import { openShop } from './shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from './suite.ts';

/**
 * The app, an admin and an open shop for the tests of a guest's own cancel and change
 * (docs/product.md#guests-cancel-or-change-their-pending-orders). Tests close the shop, set a change cut-off or
 * switch the guest's actions off; each test ends with all of it put back.
 */
export function useGuestOrderSuite() {
  const t = useTestApp();
  const admin = useSignedInAdmin(t);
  const db = () => t.database.db;
  beforeAll(() => openShop(db()));
  afterEach(async () => {
    await openShop(db());
    await db().update(editions).set({ changeCutoff: null });
    await db().update(shopSettings).set({ guestsMayCancel: true, guestsMayChange: true });
  });
  return { t, admin, db };
}

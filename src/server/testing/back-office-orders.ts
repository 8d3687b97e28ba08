import { afterEach, beforeAll, expect } from 'vitest';
import { adminOrdersResponse } from '#shared/schemas/admin-orders.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { readJson } from './api-client.ts';
import { openShop } from './shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from './suite.ts';

/**
 * The set-up of a file that tests the back office's orders: the app over an open shop, a signed-in admin, and the
 * token ledger checked after every test. `list(query)` reads GET /api/admin/orders?query, asserting it answers 200.
 */
export function useBackOfficeOrders() {
  const t = useTestApp();
  beforeAll(() => openShop(t.database.db));
  const admin = useSignedInAdmin(t);
  afterEach(async () => {
    expect(await findLedgerMismatches(t.database.db)).toEqual([]);
  });
  const list = async (query: string) => {
    const res = await admin.client.get(`/api/admin/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return readJson(res, adminOrdersResponse);
  };
  return { t, admin, db: () => t.database.db, list };
}

import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { DashboardResponse } from '#shared/schemas/admin-dashboard.ts';
import type { Db } from '#server/db/client.ts';
import { pingDatabase } from '#server/db/ping.ts';
import { preordersOpen, type EditionRow } from '#server/modules/editions/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/index.ts';
import { stockAlertCounts } from '#server/modules/stock/index.ts';
import { dashboardCounts, recentOrders } from './dashboard.repo.ts';

type Status = DashboardResponse['status'];

async function checkDatabase(db: Db): Promise<Status['database']> {
  const started = performance.now();
  await pingDatabase(db);
  return { ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}

async function checkTokenSystem(db: Db): Promise<Status['tokenSystem']> {
  const mismatches = await findLedgerMismatches(db);
  return { ok: mismatches.length === 0, mismatches: mismatches.length };
}

async function checkShopInterface(edition: EditionRow, now: Date): Promise<Status['shopInterface']> {
  return {
    ok: true,
    preorderOpen: preordersOpen(edition, now),
    preorderDeadline: edition.preorderDeadline.toISOString(),
  };
}

/** A failed check is a red tile, not a failed page: the admin must see which part is broken. */
async function orFailed<T>(check: Promise<T>, failed: T, log: FastifyBaseLogger, name: string): Promise<T> {
  try {
    return await check;
  } catch (error) {
    log.error({ err: error }, `dashboard check failed: ${name}`);
    return failed;
  }
}

/** The dashboard of one edition: its orders and stock; people, products and balances are the shop's. */
export async function loadDashboard(db: Db, log: FastifyBaseLogger, edition: EditionRow, now = new Date()): Promise<DashboardResponse> {
  // Sequential: PGlite has a single connection, and the page is not hot.
  const database = await orFailed(checkDatabase(db), { ok: false, latencyMs: null }, log, 'database');
  const tokenSystem = await orFailed(checkTokenSystem(db), { ok: false, mismatches: null }, log, 'token system');
  const shopInterface = await orFailed(
    checkShopInterface(edition, now),
    { ok: false, preorderOpen: null, preorderDeadline: null },
    log,
    'shop interface',
  );
  const stock = await orFailed<Status['stock']>(stockAlertCounts(db, edition.id), { soldOut: null, nearly: null }, log, 'stock');
  return {
    counts: await dashboardCounts(db, edition.id),
    recentOrders: await recentOrders(db, edition.id),
    status: { database, tokenSystem, shopInterface, stock },
    checkedAt: now.toISOString(),
  };
}

import { CATEGORY_TYPES, LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import {
  BRIDGE_LINE_OF,
  noBridgeLines,
  type BridgeLines,
  type CardPaymentsReport,
  type ConsumptionReport,
  type ReportsResponse,
  type TokensReport,
} from '#shared/schemas/admin-reports.ts';
import type { Db } from '#server/db/client.ts';
import type { EditionRow } from '#server/modules/editions/index.ts';
import { findLedgerMismatches } from '#server/modules/tokens/index.ts';
import {
  consumedItems,
  countOrdersAfter,
  grantsByDay,
  ledgerByKind,
  orderRowsByDay,
  ordersPerHour,
  paidPayments,
  sumOfBalances,
} from './reports.repo.ts';

const sumLines = (lines: BridgeLines) => Object.values(lines).reduce((a, b) => a + b, 0);

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byText = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The bridge covers the whole ledger: balances belong to no edition (they carry over, docs/decisions/031). Its days
 * are the edition's festival days; everything else (other editions, purchases, adjustments) is the rest.
 */
async function tokensReport(db: Db, editionId: string): Promise<TokensReport> {
  const [byKind, grants, orderRows, liability, mismatches] = await Promise.all([
    ledgerByKind(db),
    grantsByDay(db, editionId),
    orderRowsByDay(db, editionId),
    sumOfBalances(db),
    findLedgerMismatches(db),
  ]);

  const lines = noBridgeLines();
  for (const row of byKind) lines[BRIDGE_LINE_OF[row.kind]] += row.tokens;
  const days = new Map<LoungeDay, BridgeLines>(LOUNGE_DAYS.map((d) => [d, noBridgeLines()]));
  for (const row of grants) if (row.day) days.get(row.day)!.grantedByLounges += row.tokens;
  for (const row of orderRows) if (row.day) days.get(row.day)![BRIDGE_LINE_OF[row.kind]] += row.tokens;
  // What no day took (purchases, adjustments, items without a lounge of a day) is the rest of each line,
  // so that the days and the rest add up to the bridge exactly.
  const rest = { ...lines };
  for (const dayLines of days.values()) for (const key of Object.keys(rest) as (keyof BridgeLines)[]) rest[key] -= dayLines[key];
  const perDay = [...days.entries(), [null, rest] as const].map(([day, l]) => ({ day, ...l, net: sumLines(l) }));

  const totalTokens = sumLines(lines);
  return {
    lines,
    total: totalTokens,
    liability,
    reconciles: totalTokens === liability,
    ledgerCheck: { ok: mismatches.length === 0, mismatches: mismatches.length },
    perDay,
  };
}

type Money = { payments: number; amountCents: number; tokens: number };
const addMoney = (into: Money, row: Money) => {
  into.payments += row.payments;
  into.amountCents += row.amountCents;
  into.tokens += row.tokens;
};

async function cardPaymentsReport(db: Db, editionId: string): Promise<CardPaymentsReport> {
  const rows = await paidPayments(db, editionId);
  const all: Money = { payments: 0, amountCents: 0, tokens: 0 };
  const perPackage = new Map<string, Money & { packageId: string }>();
  const perDate = new Map<string, Money & { date: string }>();
  for (const row of rows) {
    addMoney(all, row);
    const pack = perPackage.get(row.packageId) ?? { packageId: row.packageId, payments: 0, amountCents: 0, tokens: 0 };
    addMoney(pack, row);
    perPackage.set(row.packageId, pack);
    const date = perDate.get(row.date) ?? { date: row.date, payments: 0, amountCents: 0, tokens: 0 };
    addMoney(date, row);
    perDate.set(row.date, date);
  }
  return {
    ...all,
    averageChfPerToken: all.tokens ? all.amountCents / 100 / all.tokens : null,
    perPackage: [...perPackage.values()].sort((a, b) => a.tokens / a.payments - b.tokens / b.payments || byText(a.packageId, b.packageId)),
    perDate: [...perDate.values()].sort((a, b) => byText(a.date, b.date)),
  };
}

type Consumed = { units: number; tokens: number };
function addTo<K, T extends Consumed>(map: Map<K, T>, key: K, make: () => T, row: Consumed) {
  const entry = map.get(key) ?? make();
  entry.units += row.units;
  entry.tokens += row.tokens;
  map.set(key, entry);
}
const dayOrder = (day: LoungeDay | null) => (day ? LOUNGE_DAYS.indexOf(day) : LOUNGE_DAYS.length);

async function consumptionReport(db: Db, edition: EditionRow, day: LoungeDay | undefined): Promise<ConsumptionReport> {
  const { id, preorderDeadline } = edition;
  const [items, perHour, after] = await Promise.all([
    consumedItems(db, id, day),
    ordersPerHour(db, id, day, preorderDeadline),
    countOrdersAfter(db, id, day, preorderDeadline),
  ]);

  const products = new Map<string, ConsumptionReport['byProduct'][number]>();
  const types = new Map<string, ConsumptionReport['byCategoryType'][number]>();
  const days = new Map<LoungeDay | null, ConsumptionReport['byDay'][number]>();
  const categories = new Map<string | null, ConsumptionReport['byLoungeCategory'][number]>();
  // The days in scope are listed even when nothing was ordered for them; 'no day' only when it has items.
  for (const d of day ? [day] : LOUNGE_DAYS) days.set(d, { day: d, units: 0, tokens: 0 });
  const totals = { units: 0, tokens: 0 };
  for (const row of items) {
    totals.units += row.units;
    totals.tokens += row.tokens;
    addTo(products, row.productId, () => ({ productId: row.productId, name: row.name, categoryType: row.categoryType, units: 0, tokens: 0 }), row);
    addTo(types, row.categoryType, () => ({ categoryType: row.categoryType, units: 0, tokens: 0 }), row);
    addTo(days, row.day, () => ({ day: row.day, units: 0, tokens: 0 }), row);
    addTo(categories, row.loungeCategory, () => ({ category: row.loungeCategory, units: 0, tokens: 0 }), row);
  }

  return {
    ...totals,
    // Every order in scope was placed either before the deadline (in one of the hours) or after it.
    orders: perHour.reduce((sum, row) => sum + row.orders, after),
    byProduct: [...products.values()].sort((a, b) => b.units - a.units || b.tokens - a.tokens || byText(a.name, b.name) || byText(a.productId, b.productId)),
    byCategoryType: [...types.values()].sort((a, b) => CATEGORY_TYPES.indexOf(a.categoryType) - CATEGORY_TYPES.indexOf(b.categoryType)),
    byDay: [...days.values()].sort((a, b) => dayOrder(a.day) - dayOrder(b.day)),
    byLoungeCategory: [...categories.values()].sort((a, b) =>
      a.category === null ? 1 : b.category === null ? -1 : byText(a.category, b.category),
    ),
    ordersPerHour: perHour.map((row) => ({ hour: new Date(row.hour * 1000).toISOString(), orders: row.orders })),
    ordersAfterDeadline: after,
    preorderDeadline: preorderDeadline.toISOString(),
  };
}

/**
 * The Reports page (docs/decisions/027-reports-figures.md). The statements are independent reads, sent together: on
 * PostgreSQL they run side by side on the pool's connections (PGlite queues them on its one connection).
 */
export async function loadReports(db: Db, edition: EditionRow, day: LoungeDay | undefined, now = new Date()): Promise<ReportsResponse> {
  const [tokens, cardPayments, consumption] = await Promise.all([
    tokensReport(db, edition.id),
    cardPaymentsReport(db, edition.id),
    consumptionReport(db, edition, day),
  ]);
  return { day: day ?? null, tokens, cardPayments, consumption, generatedAt: now.toISOString() };
}

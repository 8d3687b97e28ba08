import { LOUNGE_DAYS, loungeLabel, type Language, type LoungeDay } from '#shared/constants.ts';
import { translated } from '#shared/schemas/catalogue-translations.ts';
import type { PackingLounge, PackingResponse } from '#shared/schemas/admin-packing.ts';
import type { Db } from '#server/db/client.ts';
import {
  completedOrdersPerDay,
  countCompletedOrders,
  loungeAssignees,
  packedLineMixDrinks,
  packedLines,
} from './packing.repo.ts';

// Sorting happens here, on the already aggregated rows, because the two engines' collations differ
// (PGlite sorts bytes, a server may sort by locale); numbers in names sort numerically ('VIP 2' < 'VIP 10').
// One collator for all comparisons: localeCompare with options builds a new one per call, which made
// sorting a busy day's 20,000 lines take half a second.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byText = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
const byName = <T extends { name: string; id: string }>(a: T, b: T) => byText(a.name, b.name) || byText(a.id, b.id);

type Counted = { id: string; name: string; quantity: number };

/** Quantities summed per id, by name. */
function totals(rows: Counted[]): Counted[] {
  const byId = new Map<string, Counted>();
  for (const { id, name, quantity } of rows) {
    const total = byId.get(id);
    if (total) total.quantity += quantity;
    else byId.set(id, { id, name, quantity });
  }
  return [...byId.values()].sort(byName);
}

/**
 * The packing list of one festival day of an edition (docs/product.md#packing-lists), in `language`: completed orders only, items whose
 * lounge has that day. SQL selects the day's lines and counts the orders per day; the product summary
 * is summed here from the same lines (a second pass over the orders in SQL cost more than the sums).
 */
export async function loadPackingList(db: Db, editionId: string, day: LoungeDay, search?: string, language: Language = 'en'): Promise<PackingResponse> {
  const [perDay, completedOrders, rawLines, rawMixes] = await Promise.all([
    completedOrdersPerDay(db, editionId),
    countCompletedOrders(db, editionId),
    packedLines(db, editionId, day, search, language),
    packedLineMixDrinks(db, editionId, day, search, language),
  ]);
  // Named in the staff member's language, English where not translated (docs/decisions/045).
  const lines = rawLines.map(({ productTranslations, ...line }) => ({
    ...line,
    productName: translated(line.productName, productTranslations, language, 'name'),
  }));
  const lineMixes = rawMixes.map(({ translations, ...mix }) => ({ ...mix, name: translated(mix.name, translations, language, 'name') }));

  const mixesByItem = new Map<string, { name: string; quantity: number }[]>();
  for (const { orderItemId, name, quantity } of lineMixes.sort((a, b) => byText(a.name, b.name))) {
    const list = mixesByItem.get(orderItemId) ?? [];
    list.push({ name, quantity: Number(quantity) });
    mixesByItem.set(orderItemId, list);
  }
  // Oldest order first (the order the bar team picks them in), then by product.
  lines.sort(
    (a, b) =>
      a.orderedAt.getTime() - b.orderedAt.getTime() ||
      byText(a.orderId, b.orderId) ||
      byText(a.productName, b.productName) ||
      byText(a.orderItemId, b.orderItemId),
  );
  const loungesById = new Map<string, PackingLounge>();
  for (const line of lines) {
    const lounge = loungesById.get(line.loungeId) ?? { loungeId: line.loungeId, label: loungeLabel(line), assignees: [], lines: [] };
    lounge.lines.push({
      orderItemId: line.orderItemId,
      orderId: line.orderId,
      productName: line.productName,
      quantity: line.quantity,
      mixDrinks: mixesByItem.get(line.orderItemId) ?? [],
    });
    loungesById.set(line.loungeId, lounge);
  }
  const assignees = await loungeAssignees(db, [...loungesById.keys()]);
  for (const { loungeId, email } of assignees.sort((a, b) => byText(a.email, b.email))) {
    loungesById.get(loungeId)!.assignees.push(email);
  }

  const dayCounts = Object.fromEntries(LOUNGE_DAYS.map((d) => [d, 0])) as PackingResponse['dayCounts'];
  for (const row of perDay) if (row.day) dayCounts[row.day] = row.orders;

  return {
    day,
    dayCounts,
    completedOrders,
    productSummary: {
      products: totals(lines.map((l) => ({ id: l.productId, name: l.productName, quantity: l.quantity }))),
      mixDrinks: totals(lineMixes.map((m) => ({ id: m.mixDrinkId, name: m.name, quantity: Number(m.quantity) }))),
    },
    byLounge: [...loungesById.values()].sort((a, b) => byText(a.label, b.label) || byText(a.loungeId, b.loungeId)),
  };
}

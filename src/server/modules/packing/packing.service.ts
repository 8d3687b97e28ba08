import { LOUNGE_DAYS, loungeLabel, type Language, type LoungeDay } from '#shared/constants.ts';
import { translated } from '#shared/schemas/catalogue-translations.ts';
import type { PackingLounge, PackingResponse } from '#shared/schemas/admin-packing.ts';
import type { Db } from '#server/db/client.ts';
import {
  completedOrdersPerDay,
  countCompletedOrders,
  loungeAssignees,
  mixDrinkNames,
  packedLines,
  productNames,
} from './packing.repo.ts';

// Sorting happens here, on the already aggregated rows, because the two engines' collations differ
// (PGlite sorts bytes, a server may sort by locale); numbers in names sort numerically ('VIP 2' < 'VIP 10').
// One collator for all comparisons: localeCompare with options builds a new one per call, which made
// sorting a busy day's 20,000 lines take half a second.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byText = (a: string, b: string) => (a === b ? 0 : collator.compare(a, b)) || (a < b ? -1 : a > b ? 1 : 0);
const byName = <T extends { name: string; id: string }>(a: T, b: T) => byText(a.name, b.name) || byText(a.id, b.id);

type Counted = { id: string; name: string; quantity: number };

type Line = {
  orderItemId: string;
  orderId: string;
  orderedAtMs: number;
  productId: string;
  /** Where its product's name sorts among the list's names. */
  productRank: number;
  quantity: number;
  loungeId: string;
  category: string;
  tableNumber: string;
  mixDrinks: { id: string; quantity: number }[];
};

/** Names in the staff member's language, English where not translated (docs/decisions/045), by id. */
function namesById(rows: { id: string; name: string; translations: Parameters<typeof translated>[1] }[], language: Language) {
  return new Map(rows.map((row) => [row.id, translated(row.name, row.translations, language, 'name')]));
}

/**
 * The packing list of one festival day of an edition (docs/product.md#packing-lists), in `language`: completed orders only, items whose
 * lounge has that day. SQL selects the day's lines with their mix drinks in one pass and counts the orders per day;
 * the product summary is summed here from the same lines (a second pass over the orders in SQL cost more than the
 * sums), and products and mix drinks are named once each rather than on every line.
 */
export async function loadPackingList(db: Db, editionId: string, day: LoungeDay, search?: string, language: Language = 'en'): Promise<PackingResponse> {
  const [perDay, completedOrders, rows] = await Promise.all([
    completedOrdersPerDay(db, editionId),
    countCompletedOrders(db, editionId),
    packedLines(db, editionId, day, search, language),
  ]);

  // A line comes once per mix drink it has (once when it has none).
  const byItem = new Map<string, Line>();
  const mixIds = new Set<string>();
  for (const row of rows) {
    let line = byItem.get(row.orderItemId);
    if (!line) {
      line = {
        orderItemId: row.orderItemId,
        orderId: row.orderId,
        orderedAtMs: row.orderedAtMs,
        productId: row.productId,
        productRank: 0,
        quantity: row.quantity,
        loungeId: row.loungeId,
        category: row.category,
        tableNumber: row.tableNumber,
        mixDrinks: [],
      };
      byItem.set(row.orderItemId, line);
    }
    if (row.mixDrinkId !== null) {
      line.mixDrinks.push({ id: row.mixDrinkId, quantity: row.mixQuantity });
      mixIds.add(row.mixDrinkId);
    }
  }
  const lines = [...byItem.values()];
  const [productRows, mixRows, assignees] = await Promise.all([
    productNames(db, [...new Set(lines.map((l) => l.productId))]),
    mixDrinkNames(db, [...mixIds]),
    loungeAssignees(db, [...new Set(lines.map((l) => l.loungeId))]),
  ]);
  const productName = namesById(productRows, language);
  const mixName = namesById(mixRows, language);

  // Oldest order first (the order the bar team picks them in), then by product: the few names are put in order
  // once, so that sorting 20,000 lines compares their ranks rather than calling the collator for each pair.
  const nameRank = new Map([...new Set(productName.values())].sort(byText).map((name, rank) => [name, rank]));
  for (const line of lines) line.productRank = nameRank.get(productName.get(line.productId)!)!;
  lines.sort(
    (a, b) =>
      a.orderedAtMs - b.orderedAtMs ||
      byText(a.orderId, b.orderId) ||
      a.productRank - b.productRank ||
      byText(a.orderItemId, b.orderItemId),
  );
  const productTotals = new Map<string, Counted>();
  const mixTotals = new Map<string, Counted>();
  const add = (into: Map<string, Counted>, id: string, name: string, quantity: number) => {
    const total = into.get(id);
    if (total) total.quantity += quantity;
    else into.set(id, { id, name, quantity });
  };
  const loungesById = new Map<string, PackingLounge>();
  for (const line of lines) {
    const name = productName.get(line.productId)!;
    add(productTotals, line.productId, name, line.quantity);
    const mixDrinks = line.mixDrinks.map((mix) => ({ name: mixName.get(mix.id)!, quantity: mix.quantity }));
    if (mixDrinks.length > 1) mixDrinks.sort((a, b) => byText(a.name, b.name));
    for (const mix of line.mixDrinks) add(mixTotals, mix.id, mixName.get(mix.id)!, mix.quantity);
    let lounge = loungesById.get(line.loungeId);
    if (!lounge) {
      lounge = { loungeId: line.loungeId, label: loungeLabel(line), assignees: [], lines: [] };
      loungesById.set(line.loungeId, lounge);
    }
    lounge.lines.push({ orderItemId: line.orderItemId, orderId: line.orderId, productName: name, quantity: line.quantity, mixDrinks });
  }
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
      products: [...productTotals.values()].sort(byName),
      mixDrinks: [...mixTotals.values()].sort(byName),
    },
    byLounge: [...loungesById.values()].sort((a, b) => byText(a.label, b.label) || byText(a.loungeId, b.loungeId)),
  };
}

import { LOUNGE_DAYS, loungeLabel, type LoungeDay } from '#shared/constants.ts';
import type { PackingLounge, PackingResponse } from '#shared/schemas/admin-packing.ts';
import type { Db } from '#server/db/client.ts';
import {
  completedOrdersPerDay,
  countCompletedOrders,
  loungeAssignees,
  mixDrinkTotals,
  packedLineMixDrinks,
  packedLines,
  productTotals,
} from './packing.repo.ts';

// Sorting happens here, on the already aggregated rows, because the two engines' collations differ
// (PGlite sorts bytes, a server may sort by locale); numbers in names sort numerically ('VIP 2' < 'VIP 10').
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
const byName = <T extends { name: string; id: string }>(a: T, b: T) => byText(a.name, b.name) || byText(a.id, b.id);

/**
 * The packing list of one festival day (SPEC §2 /admin/packing): completed orders only, items whose
 * lounge has that day. Sums and counts run in SQL; this only groups the lines under their lounges.
 */
export async function loadPackingList(db: Db, day: LoungeDay, search?: string): Promise<PackingResponse> {
  const [perDay, completedOrders, products, mixes, lines, lineMixes] = await Promise.all([
    completedOrdersPerDay(db),
    countCompletedOrders(db),
    productTotals(db, day, search),
    mixDrinkTotals(db, day, search),
    packedLines(db, day, search),
    packedLineMixDrinks(db, day, search),
  ]);

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
    productSummary: { products: products.sort(byName), mixDrinks: mixes.sort(byName) },
    byLounge: [...loungesById.values()].sort((a, b) => byText(a.label, b.label) || byText(a.loungeId, b.loungeId)),
  };
}

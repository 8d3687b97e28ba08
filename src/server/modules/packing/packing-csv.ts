import { shortId } from '#shared/constants.ts';
import type { PackingResponse, PackingView } from '#shared/schemas/admin-packing.ts';
import { toCsv } from '#server/http/csv.ts';

const mixList = (mixes: { name: string; quantity: number }[]) => mixes.map((m) => `${m.name} x${m.quantity}`).join('; ');

/** The view on screen as a CSV table: the product summary, or one row per order line by lounge. */
export function packingCsv(list: PackingResponse, view: PackingView): string {
  if (view === 'summary') {
    return toCsv([
      ['Type', 'Name', 'Quantity'],
      ...list.productSummary.products.map((p) => ['Product', p.name, p.quantity]),
      ...list.productSummary.mixDrinks.map((m) => ['Mix drink', m.name, m.quantity]),
    ]);
  }
  return toCsv([
    ['Lounge', 'Assigned to', 'Order ID', 'Product', 'Quantity', 'Mix drinks'],
    ...list.byLounge.flatMap((lounge) =>
      lounge.lines.map((line) => [
        lounge.label,
        lounge.assignees.join('; '),
        shortId(line.orderId),
        line.productName,
        line.quantity,
        mixList(line.mixDrinks),
      ]),
    ),
  ]);
}

import { shortId } from '#shared/constants.ts';
import type { PackingResponse, PackingView } from '#shared/schemas/admin-packing.ts';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * leading = + - @ or tab would make a spreadsheet run it as a formula (product names and e-mails come
 * from people), so such a field gets a leading apostrophe.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: (string | number)[][]) => rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

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

import type { EditionComparison } from '#shared/schemas/editions.ts';
import type { Db } from '#server/db/client.ts';
import { listEditionDtos } from '#server/modules/editions/index.ts';
import { ledgerByEditionAndKind, ordersPerEdition, unitsPerEditionAndProduct } from './reports.repo.ts';

/** How many best sellers each edition shows beside the others. */
export const TOP_PRODUCTS = 5;

type Figures = Omit<EditionComparison['editions'][number], 'edition'>;
const noFigures = (): Figures => ({ tokensGranted: 0, tokensBought: 0, tokensSpent: 0, tokensRefunded: 0, orders: 0, topProducts: [] });

/**
 * The editions side by side (docs/decisions/031-editions.md): what each one's lounges granted, its shop sold, its
 * orders spent and its refunds gave back, its orders and best sellers. Adjustments belong to no edition.
 */
export async function compareEditions(db: Db): Promise<EditionComparison> {
  const [editions, ledger, orders, units] = await Promise.all([
    listEditionDtos(db),
    ledgerByEditionAndKind(db),
    ordersPerEdition(db),
    unitsPerEditionAndProduct(db),
  ]);
  const figures = new Map(editions.map((e) => [e.id, noFigures()]));
  for (const row of ledger) {
    const of = row.editionId ? figures.get(row.editionId) : undefined;
    if (!of) continue;
    if (row.kind === 'lounge_grant') of.tokensGranted += row.tokens;
    if (row.kind === 'purchase') of.tokensBought += row.tokens;
    if (row.kind === 'order' || row.kind === 'manual_order' || row.kind === 'order_change') of.tokensSpent -= row.tokens;
    if (row.kind === 'refund') of.tokensRefunded += row.tokens;
  }
  for (const row of orders) figures.get(row.editionId)!.orders = row.orders;
  const sorted = [...units].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
  for (const { editionId, productId, name, quantity } of sorted) {
    const top = figures.get(editionId)!.topProducts;
    if (top.length < TOP_PRODUCTS) top.push({ productId, name, quantity });
  }
  return { editions: editions.map((edition) => ({ edition, ...figures.get(edition.id)! })) };
}

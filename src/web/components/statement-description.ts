import { loungeLabel } from '#shared/constants.ts';
import type { LedgerEntry } from '#shared/schemas/tokens.ts';
import { formatNumber, orderNumber } from '#web/lib/format.ts';
import { activeLanguage, t } from '#web/lib/i18n/i18n.ts';

// English writes the figure as the server's description does ("Token purchase: 1000 tokens"); German and French as they write numbers.
const tokenFigure = (n: number) => (activeLanguage() === 'en' ? String(n) : formatNumber(n));

/**
 * A statement row's description in the active language, from its kind and the order, lounge or purchase it is about
 * (docs/decisions/025). In English these are the very words of the server's `description` (statement.repo.ts), which
 * other clients read.
 */
export function statementDescription(entry: Pick<LedgerEntry, 'kind' | 'delta' | 'orderId' | 'lounge' | 'purchasedTokens'>): string {
  switch (entry.kind) {
    case 'lounge_grant':
      return entry.lounge ? t('statement.loungeTokens', { lounge: loungeLabel(entry.lounge) }) : t('statement.loungeTokensOnly');
    case 'purchase':
      return t('statement.purchase', { tokens: tokenFigure(entry.purchasedTokens ?? entry.delta) });
    case 'order':
    case 'manual_order':
      return entry.orderId ? t('orders.heading', { number: orderNumber(entry.orderId) }) : t('statement.order');
    case 'order_change':
      return t('statement.changeOf', { number: orderNumber(entry.orderId ?? '') });
    case 'refund':
      return entry.orderId ? t('statement.refundOf', { number: orderNumber(entry.orderId) }) : t('statement.refund');
    case 'admin_adjustment':
      return t('statement.adjustment');
    case 'forfeit':
      return t('statement.forfeit');
    case 'payout':
      return t('statement.payout');
    case 'donation':
      return t('statement.donation');
  }
}

import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';

/** The reports count orders, units, tokens, payments and ledger mismatches: one is singular, as in German and French. */
describe('report summaries in English', () => {
  it('say "1 order", "1 unit", "1 token" and the plural otherwise', () => {
    const consumption = (count: number) =>
      i18n._('admin.reports.consumptionSummary', { orderCount: count, orders: count, unitCount: count, units: count, tokenCount: count, tokens: count });
    expect(consumption(1)).toBe('1 order (not cancelled), 1 unit, 1 token.');
    expect(consumption(3)).toBe('3 orders (not cancelled), 3 units, 3 tokens.');
    expect(i18n._('admin.reports.deadlineNote', { deadline: 'Thu 18:00', count: 1, orders: 1 })).toBe('Deadline Thu 18:00; 1 order entered after it.');
    expect(i18n._('admin.reports.paymentsSummary', { paymentCount: 1, payments: 1, amount: 'CHF 25.00', count: 1, tokens: 1 })).toBe('1 paid, CHF 25.00 for 1 token.');
    expect(i18n._('admin.reports.paymentsSummary', { paymentCount: 2, payments: 2, amount: 'CHF 50.00', count: 50, tokens: 50 })).toBe('2 paid, CHF 50.00 for 50 tokens.');
    expect(i18n._('admin.reports.ledgerCheckMismatches', { count: 1, mismatches: 1 })).toBe('Ledger check: 1 balance differs from the ledger');
    expect(i18n._('admin.reports.ledgerCheckMismatches', { count: 2, mismatches: 2 })).toBe('Ledger check: 2 balances differ from the ledger');
  });

  it('name the top products by how many were ordered, not by the most the chart could show', () => {
    expect(i18n._('admin.reports.topProductsCaption', { count: 0 })).toBe('Top products');
    expect(i18n._('admin.reports.topProductsCaption', { count: 1 })).toBe('Top product');
    expect(i18n._('admin.reports.topProductsCaption', { count: 3 })).toBe('Top 3 products');
  });
});

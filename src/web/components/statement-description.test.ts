import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { LedgerEntry } from '#shared/schemas/tokens.ts';
import { statementDescription } from '#web/components/statement-description.ts';
import { messages as deMessages } from '#web/locales/de/messages.po';
import { messages as frMessages } from '#web/locales/fr/messages.po';

// Each statement row is written from its kind and data in the person's language; in English exactly as
// the server's description (src/server/modules/tokens/statement.test.ts holds the same English texts).
const ORDER_ID = '3f2c9a1e-7b4d-4e0a-9c1f-2d5e8a6b0c7d';
const row = (kind: LedgerEntry['kind'], data: Partial<Pick<LedgerEntry, 'delta' | 'orderId' | 'lounge' | 'purchasedTokens'>> = {}) => ({
  kind,
  delta: 0,
  orderId: null,
  lounge: null,
  purchasedTokens: null,
  ...data,
});
const rows = [
  row('admin_adjustment', { delta: -30 }),
  row('refund', { delta: 120, orderId: ORDER_ID }),
  row('order', { delta: -120, orderId: ORDER_ID }),
  row('manual_order', { delta: -40, orderId: ORDER_ID }),
  row('purchase', { delta: 1000, purchasedTokens: 1000 }),
  row('lounge_grant', { delta: 200, lounge: { category: 'VIP', tableNumber: '7' } }),
  row('lounge_grant', { delta: 200 }),
  row('refund', { delta: 5 }),
];

afterEach(() => i18n.activate('en'));

describe('statement descriptions', () => {
  it('English: the server’s words, figure for figure', () => {
    expect(rows.map(statementDescription)).toEqual([
      'Balance adjustment by admin',
      'Refund of order #3f2c9a1e',
      'Order #3f2c9a1e',
      'Order #3f2c9a1e',
      'Token purchase: 1000 tokens',
      'Lounge tokens: VIP 7',
      'Lounge tokens',
      'Refund',
    ]);
  });

  it('German and French, numbers as the language writes them', () => {
    i18n.loadAndActivate({ locale: 'de', messages: deMessages });
    expect(rows.map(statementDescription)).toEqual([
      'Guthabenkorrektur durch einen Admin',
      'Rückerstattung für Bestellung #3f2c9a1e',
      'Bestellung #3f2c9a1e',
      'Bestellung #3f2c9a1e',
      `Token-Kauf: ${new Intl.NumberFormat('de-CH').format(1000)} Token`,
      'Lounge-Token: VIP 7',
      'Lounge-Token',
      'Rückerstattung',
    ]);
    i18n.loadAndActivate({ locale: 'fr', messages: frMessages });
    expect(rows.map(statementDescription).slice(0, 5)).toEqual([
      'Ajustement du solde par un administrateur',
      'Remboursement de la commande #3f2c9a1e',
      'Commande #3f2c9a1e',
      'Commande #3f2c9a1e',
      `Achat de jetons : ${new Intl.NumberFormat('fr-CH').format(1000)} jetons`,
    ]);
  });
});

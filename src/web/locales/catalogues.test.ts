import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { localized, MESSAGE_PARAMS, type ParamMessageKey, type ParamsOf } from '#shared/localized.ts';
import { mailMsg } from '#shared/mail-messages.ts';
import { msg } from '#shared/messages.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { messages as guestMessages } from '#web/locales/en/messages.po';
import { messages as adminMessages } from '#web/locales/en/admin.po';
import { messages as frenchMessages } from '#web/locales/fr/messages.po';

// The English catalogues (everyone's and the back office's) carry the spec's texts (src/shared/messages.ts)
// character for character: the web shows them from the catalogue, the server and the tests read them from msg.
// Run with the English catalogues active (vitest.config.ts setup). Texts with values are compared at sample values,
// plural ones at 1 and at several.
const messages = { ...guestMessages, ...adminMessages };

const withValues: [catalogueKey: string, fromMsg: string, values: Record<string, string | number>][] = [
  ['preorderEndedContact', msg.preorderEndedContact('bar@example.ch'), { email: 'bar@example.ch' }],
  ['preorderClosed', msg.preorderClosed('bar@example.ch'), { email: 'bar@example.ch' }],
  ['cancelledRefunded', msg.cancelledRefunded(80), { tokens: 80 }],
  ['registrationSuccess', msg.registrationSuccess('VIP 4, VIP 5', 300), { lounges: 'VIP 4, VIP 5', tokens: 300 }],
  ['cartExceedsStock', msg.cartExceedsStock(2), { left: 2 }],
  ['insufficientBalance', msg.insufficientBalance(10, 40), { current: 10, required: 40 }],
  ['checkoutFailed', msg.checkoutFailed('Not found'), { error: 'Not found' }],
  ['accountLocked', msg.accountLocked(1), { minutes: 1 }],
  ['accountLocked', msg.accountLocked(15), { minutes: 15 }],
  ['wrongAddress', msg.wrongAddress('https://shop.example.ch'), { publicUrl: 'https://shop.example.ch' }],
  ['outOfStock', msg.outOfStock('Prosecco', 'Friday', 2), { product: 'Prosecco', day: 'Friday', left: 2 }],
  ['guestLimitReached', msg.guestLimitReached('Prosecco', 'Friday', 4, 0), { product: 'Prosecco', day: 'Friday', max: 4 }],
  [
    'guestLimitReachedAlready',
    msg.guestLimitReached('Prosecco', 'Friday', 4, 3),
    { product: 'Prosecco', day: 'Friday', max: 4, already: 3 },
  ],
  ['tooManyMixDrinks', msg.tooManyMixDrinks(3), { n: 3 }],
  ['loadProductsFailed', msg.loadProductsFailed('Not found'), { message: 'Not found' }],
  ['networkError', msg.networkError('offline'), { message: 'offline' }],
  ['deliveredAt', msg.deliveredAt('18:42'), { time: '18:42' }],
  ['deliveredOn', msg.deliveredOn('Friday', '18:42'), { day: 'Friday', time: '18:42' }],
  ['partlyDelivered', msg.partlyDelivered('Terrace 2, Friday'), { lounges: 'Terrace 2, Friday' }],
  ['deliveryProgress', msg.deliveryProgress(1, 2), { n: 1, m: 2 }],
  ['deliveryProgress', msg.deliveryProgress(1, 1), { n: 1, m: 1 }],
  ['noPackingMatch', msg.noPackingMatch('VIP 3'), { query: 'VIP 3' }],
  ['onlyLeft', msg.onlyLeft(3), { n: 3 }],
  // Back office: orders (admin.po). Counts come as a plural selector (n) and a formatted number (count).
  ['orderStatusChanged', msg.orderStatusChanged('completed'), { status: 'completed' }],
  ['orderStatusChanged', msg.orderStatusChanged('cancelled'), { status: 'cancelled' }],
  ['manualOrderCreated', msg.manualOrderCreated(false), { free: 'no' }],
  ['manualOrderCreated', msg.manualOrderCreated(true), { free: 'yes' }],
  ['orderRefunded', msg.orderRefunded(220), { tokens: 220 }],
  ['pendingCompleted', msg.pendingCompleted(1, 'Friday'), { n: 1, count: '1', day: 'Friday' }],
  ['pendingCompleted', msg.pendingCompleted(3, 'Friday'), { n: 3, count: '3', day: 'Friday' }],
  ['confirmCompletePending', msg.confirmCompletePending(1, 'Thursday'), { n: 1, count: '1', day: 'Thursday' }],
  ['confirmCompletePending', msg.confirmCompletePending(4, 'Thursday'), { n: 4, count: '4', day: 'Thursday' }],
  ['confirmRefund', msg.confirmRefund(80), { tokens: 80 }],
  ['refundOrderButton', msg.refundOrderButton(120), { tokens: 120 }],
  ['loungeDataNotFound', msg.loungeDataNotFound('1a2b3c4d'), { loungeId: '1a2b3c4d' }],
  ['stockBelowSold', msg.stockBelowSold('Prosecco', 'Friday', 2), { product: 'Prosecco', day: 'Friday', sold: 2 }],
  ['stockUpdated', msg.stockUpdated('Prosecco', 'Friday'), { product: 'Prosecco', day: 'Friday' }],
  // Back office: users and lounges.
  ['confirmRejectApplication', msg.confirmRejectApplication('ann@example.ch'), { email: 'ann@example.ch' }],
  ['resetEmailSent', msg.resetEmailSent('ann@example.ch'), { email: 'ann@example.ch' }],
  ['confirmUnassign', msg.confirmUnassign('ann@example.ch', 'VIP 3'), { email: 'ann@example.ch', lounge: 'VIP 3' }],
  ['confirmAssign', msg.confirmAssign('ann@example.ch', 150), { email: 'ann@example.ch', tokens: 150 }],
  [
    'confirmMoveLounge',
    msg.confirmMoveLounge('VIP 3', 'ann@example.ch', 'ben@example.ch'),
    { lounge: 'VIP 3', from: 'ann@example.ch', to: 'ben@example.ch' },
  ],
  ['loungeMoved', msg.loungeMoved('ben@example.ch'), { email: 'ben@example.ch' }],
  // Texts the server sends by their key (docs/decisions/025).
  ['loungeClaimSuccess', msg.loungeClaimSuccess('VIP 4, VIP 5', 250), { lounges: 'VIP 4, VIP 5', tokens: 250 }],
  [
    'loungeClaimSuccessAlready',
    msg.loungeClaimSuccess('Terrace 2', 30, 'Terrace 1'),
    { lounges: 'Terrace 2', tokens: 30, alreadyAssigned: 'Terrace 1' },
  ],
  ['loungeClaimWithoutTokens', msg.loungeClaimWithoutTokens('VIP 4'), { lounges: 'VIP 4' }],
  ['mixDrinkRequired', msg.mixDrinkRequired('Dry Gin'), { product: 'Dry Gin' }],
  ['mixDrinksNotIncluded', msg.mixDrinksNotIncluded('Pale Ale'), { product: 'Pale Ale' }],
  ['priceChanged', msg.priceChanged('Pale Ale', 18), { product: 'Pale Ale', price: 18 }],
  ['tooManyOrderLines', msg.tooManyOrderLines(50), { n: 50 }],
  ['orderNotPending', msg.orderNotPending('completed'), { status: 'completed' }],
  // The back office's (admin.po).
  ['reminderQueued', msg.reminderQueued(1), { n: 1 }],
  ['reminderQueued', msg.reminderQueued(12), { n: 12 }],
  // Festival editions (docs/decisions/031).
  ['editionClosed', msg.editionClosed('Festival 2025'), { edition: 'Festival 2025' }],
  ['editionPrepared', msg.editionPrepared('Festival 2027'), { edition: 'Festival 2027' }],
  ['editionOpened', msg.editionOpened('Festival 2027'), { edition: 'Festival 2027' }],
  ['editionClosedDone', msg.editionClosedDone('Festival 2025'), { edition: 'Festival 2025' }],
  ['loungeOfOtherEdition', msg.loungeOfOtherEdition('VIP 4', 'Festival 2025'), { lounge: 'VIP 4', edition: 'Festival 2025' }],
];

describe('the English catalogue', () => {
  it('holds every spec text it shares a key with, character for character', () => {
    const shared = Object.entries({ ...msg, ...mailMsg }).filter(([key, text]) => typeof text === 'string' && key in messages);
    expect(shared.length).toBeGreaterThan(200);
    for (const [key, text] of shared) expect([key, t(key)]).toEqual([key, text]);
  });

  it('fills values into the spec texts exactly as messages.ts does', () => {
    for (const [key, fromMsg, values] of withValues) expect([key, t(key, values)]).toEqual([key, fromMsg]);
  });

  it('names the placeholders of every error with figures as the server sends its params (docs/decisions/025)', () => {
    const figures = new Set(['minutes', 'current', 'required', 'price', 'left', 'max', 'already', 'sold', 'n']);
    for (const key of Object.keys(MESSAGE_PARAMS) as ParamMessageKey[]) {
      const params = Object.fromEntries(MESSAGE_PARAMS[key].map((name) => [name, figures.has(name) ? (name === 'already' ? 0 : 7) : `‹${name}›`]));
      expect([key, t(key, params)]).toEqual([key, localized(key, params as ParamsOf<typeof key>).text]);
    }
  });

  it('leaves no text with values of messages.ts unchecked', () => {
    const withFunctions = Object.entries(msg)
      .filter(([key, text]) => typeof text === 'function' && key in messages)
      .map(([key]) => key);
    expect(withFunctions.filter((key) => !withValues.some(([checked]) => checked === key))).toEqual([]);
  });
});

describe('French token counts', () => {
  // French writes 0 and 1 in the singular ("1 jeton", "0 jeton"); amounts arrive as numbers or formatted strings.
  const fr = setupI18n({ locale: 'fr', messages: { fr: frenchMessages } });
  it('agree with their number', () => {
    expect(fr._('common.tokens', { tokens: 1 })).toBe('1 jeton');
    expect(fr._('common.tokens', { tokens: 0 })).toBe('0 jeton');
    expect(fr._('common.tokens', { tokens: 25 })).toBe('25 jetons');
    expect(fr._('common.tokens', { tokens: '1 250' })).toBe('1 250 jetons');
    expect(fr._('cancelledRefunded', { tokens: 1 })).toBe('Annulée · 1 jeton remboursé');
    expect(fr._('cancelledRefunded', { tokens: 80 })).toBe('Annulée · 80 jetons remboursés');
  });
});

import { describe, expect, it } from 'vitest';
import { localized, MESSAGE_PARAMS, type ParamMessageKey, type ParamsOf } from '#shared/localized.ts';
import { mailMsg } from '#shared/mail-messages.ts';
import { msg } from '#shared/messages.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { messages as guestMessages } from '#web/locales/en/messages.po';
import { messages as adminMessages } from '#web/locales/en/admin.po';

// The English catalogues (everyone's and the back office's) carry the spec's texts (src/shared/messages.ts)
// character for character: the web shows them from the catalogue, the server and the tests read them from msg.
// Run with the English catalogues active (vitest.config.ts setup). Texts with values are compared at sample values, plural ones at 1 and at several.
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
  ['onlyLeft', msg.onlyLeft(3), { n: 3 }],
  // Texts the server sends by their key (issue 19, docs/decisions/025).
  ['loungeClaimSuccess', msg.loungeClaimSuccess('VIP 4, VIP 5', 250), { lounges: 'VIP 4, VIP 5', tokens: 250 }],
  [
    'loungeClaimSuccessAlready',
    msg.loungeClaimSuccess('Terrace 2', 30, 'Terrace 1'),
    { lounges: 'Terrace 2', tokens: 30, alreadyAssigned: 'Terrace 1' },
  ],
  ['mixDrinkRequired', msg.mixDrinkRequired('Dry Gin'), { product: 'Dry Gin' }],
  ['mixDrinksNotIncluded', msg.mixDrinksNotIncluded('Pale Ale'), { product: 'Pale Ale' }],
  ['priceChanged', msg.priceChanged('Pale Ale', 18), { product: 'Pale Ale', price: 18 }],
  ['tooManyOrderLines', msg.tooManyOrderLines(50), { n: 50 }],
  ['orderNotPending', msg.orderNotPending('completed'), { status: 'completed' }],
  ['stockBelowSold', msg.stockBelowSold('Prosecco', 'Friday', 5), { product: 'Prosecco', day: 'Friday', sold: 5 }],
  // The back office's (admin.po).
  ['confirmRejectApplication', msg.confirmRejectApplication('guest@example.ch'), { email: 'guest@example.ch' }],
  ['confirmUnassign', msg.confirmUnassign('guest@example.ch', 'VIP 4'), { email: 'guest@example.ch', lounge: 'VIP 4' }],
  ['deliveryProgress', msg.deliveryProgress(3, 12), { n: 3, m: 12 }],
  ['resetEmailSent', msg.resetEmailSent('guest@example.ch'), { email: 'guest@example.ch' }],
  ['loungeMoved', msg.loungeMoved('guest@example.ch'), { email: 'guest@example.ch' }],
  [
    'confirmMoveLounge',
    msg.confirmMoveLounge('VIP 4', 'a@example.ch', 'b@example.ch'),
    { lounge: 'VIP 4', from: 'a@example.ch', to: 'b@example.ch' },
  ],
  ['confirmAssign', msg.confirmAssign('guest@example.ch', 250), { email: 'guest@example.ch', tokens: 250 }],
  ['orderStatusChanged', msg.orderStatusChanged('completed'), { status: 'completed' }],
  ['orderStatusChanged', msg.orderStatusChanged('cancelled'), { status: 'cancelled' }],
  ['manualOrderCreated', msg.manualOrderCreated(false), { free: 'false' }],
  ['manualOrderCreated', msg.manualOrderCreated(true), { free: 'true' }],
  ['orderRefunded', msg.orderRefunded(80), { tokens: 80 }],
  ['pendingCompleted', msg.pendingCompleted(1, 'Friday'), { n: 1, day: 'Friday' }],
  ['pendingCompleted', msg.pendingCompleted(3, 'Friday'), { n: 3, day: 'Friday' }],
  ['confirmCompletePending', msg.confirmCompletePending(1, 'Friday'), { n: 1, day: 'Friday' }],
  ['confirmCompletePending', msg.confirmCompletePending(4, 'Saturday'), { n: 4, day: 'Saturday' }],
  ['confirmRefund', msg.confirmRefund(80), { tokens: 80 }],
  ['refundOrderButton', msg.refundOrderButton(80), { tokens: 80 }],
  ['loungeDataNotFound', msg.loungeDataNotFound('3f2c9a1e'), { loungeId: '3f2c9a1e' }],
  ['noPackingMatch', msg.noPackingMatch('zzz'), { q: 'zzz' }],
  ['reminderQueued', msg.reminderQueued(1), { n: 1 }],
  ['reminderQueued', msg.reminderQueued(12), { n: 12 }],
  ['stockUpdated', msg.stockUpdated('Prosecco', 'Friday'), { product: 'Prosecco', day: 'Friday' }],
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

import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { localized, type ParamMessageKey, type ParamsOf } from '#shared/localized.ts';
import { mailMsg } from '#shared/mail-messages.ts';
import { icuMessage } from '#shared/message-forms.ts';
import { catalogueKey } from '#shared/message-variants.ts';
import { msg } from '#shared/messages.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { messages as guestMessages } from '#web/locales/en/messages.po';
import { messages as adminMessages } from '#web/locales/en/admin.po';
import { messages as passwordMessages } from '#web/locales/en/password.po';
import { messages as frenchMessages } from '#web/locales/fr/messages.po';

// The English catalogues (everyone's, the back office's and that of choosing a password) carry the spec's texts
// (src/shared/messages.ts) character for character: they are made from msg as Lingui reads them
// (scripts/english-catalogue.ts), and these tests hold the ICU messages made to the texts msg writes.
// Run with the English catalogues active (vitest.config.ts setup). Texts with values are compared at sample values,
// plural ones at 1 and at several.
const messages = { ...guestMessages, ...adminMessages, ...passwordMessages };

const withValues: [catalogueKey: string, fromMsg: string, values: Record<string, string | number>][] = [
  ['preorderEndedContact', msg.preorderEndedContact({ email: 'bar@example.ch' }), { email: 'bar@example.ch' }],
  ['preorderClosed', msg.preorderClosed({ email: 'bar@example.ch' }), { email: 'bar@example.ch' }],
  ['cancelledRefunded', msg.cancelledRefunded({ tokens: 80 }), { tokens: 80 }],
  ['registrationSuccess', msg.registrationSuccess({ lounges: 'VIP 4, VIP 5', tokens: 300 }), { lounges: 'VIP 4, VIP 5', tokens: 300 }],
  ['cartExceedsStock', msg.cartExceedsStock({ left: 2 }), { left: 2 }],
  ['insufficientBalance', msg.insufficientBalance({ current: 10, required: 40 }), { current: 10, required: 40 }],
  ['checkoutFailed', msg.checkoutFailed({ error: 'Not found' }), { error: 'Not found' }],
  ['accountLocked', msg.accountLocked({ minutes: 1 }), { minutes: 1 }],
  ['accountLocked', msg.accountLocked({ minutes: 15 }), { minutes: 15 }],
  ['wrongAddress', msg.wrongAddress({ publicUrl: 'https://shop.example.ch' }), { publicUrl: 'https://shop.example.ch' }],
  ['outOfStock', msg.outOfStock({ product: 'Prosecco', day: 'Friday', left: 2 }), { product: 'Prosecco', day: 'Friday', left: 2 }],
  ['guestLimitReached', msg.guestLimitReached({ product: 'Prosecco', day: 'Friday', max: 4, already: 0 }), { product: 'Prosecco', day: 'Friday', max: 4 }],
  [
    'guestLimitReachedAlready',
    msg.guestLimitReached({ product: 'Prosecco', day: 'Friday', max: 4, already: 3 }),
    { product: 'Prosecco', day: 'Friday', max: 4, already: 3 },
  ],
  ['tooManyMixDrinks', msg.tooManyMixDrinks({ n: 3 }), { n: 3 }],
  ['loadProductsFailed', msg.loadProductsFailed({ message: 'Not found' }), { message: 'Not found' }],
  ['networkError', msg.networkError({ message: 'offline' }), { message: 'offline' }],
  ['deliveredAt', msg.deliveredAt({ time: '18:42' }), { time: '18:42' }],
  ['deliveredOn', msg.deliveredOn({ day: 'Friday', time: '18:42' }), { day: 'Friday', time: '18:42' }],
  ['partlyDelivered', msg.partlyDelivered({ lounges: 'Terrace 2, Friday' }), { lounges: 'Terrace 2, Friday' }],
  ['deliveryProgress', msg.deliveryProgress({ n: 1, m: 2 }), { n: 1, m: 2 }],
  ['deliveryProgress', msg.deliveryProgress({ n: 1, m: 1 }), { n: 1, m: 1 }],
  ['noPackingMatch', msg.noPackingMatch({ query: 'VIP 3' }), { query: 'VIP 3' }],
  ['onlyLeft', msg.onlyLeft({ n: 3 }), { n: 3 }],
  // Back office: orders (admin.po). Counts come as a plural selector (n) and a formatted number (count).
  ['orderStatusChanged', msg.orderStatusChanged({ status: 'completed' }), { status: 'completed' }],
  ['orderStatusChanged', msg.orderStatusChanged({ status: 'cancelled' }), { status: 'cancelled' }],
  ['manualOrderCreated', msg.manualOrderCreated({ free: 'no' }), { free: 'no' }],
  ['manualOrderCreated', msg.manualOrderCreated({ free: 'yes' }), { free: 'yes' }],
  ['orderRefunded', msg.orderRefunded({ tokens: 220 }), { tokens: 220 }],
  ['pendingCompleted', msg.pendingCompleted({ n: 1, count: '1', day: 'Friday' }), { n: 1, count: '1', day: 'Friday' }],
  ['pendingCompleted', msg.pendingCompleted({ n: 3, count: '3', day: 'Friday' }), { n: 3, count: '3', day: 'Friday' }],
  ['confirmCompletePending', msg.confirmCompletePending({ n: 1, count: '1', day: 'Thursday' }), { n: 1, count: '1', day: 'Thursday' }],
  ['confirmCompletePending', msg.confirmCompletePending({ n: 4, count: '4', day: 'Thursday' }), { n: 4, count: '4', day: 'Thursday' }],
  ['confirmRefund', msg.confirmRefund({ tokens: 80 }), { tokens: 80 }],
  ['refundOrderButton', msg.refundOrderButton({ tokens: 120 }), { tokens: 120 }],
  ['loungeDataNotFound', msg.loungeDataNotFound({ loungeId: '1a2b3c4d' }), { loungeId: '1a2b3c4d' }],
  ['stockBelowSold', msg.stockBelowSold({ product: 'Prosecco', day: 'Friday', sold: 2 }), { product: 'Prosecco', day: 'Friday', sold: 2 }],
  ['stockUpdated', msg.stockUpdated({ product: 'Prosecco', day: 'Friday' }), { product: 'Prosecco', day: 'Friday' }],
  // Back office: users and lounges.
  ['confirmRejectApplication', msg.confirmRejectApplication({ email: 'ann@example.ch' }), { email: 'ann@example.ch' }],
  ['resetEmailSent', msg.resetEmailSent({ email: 'ann@example.ch' }), { email: 'ann@example.ch' }],
  ['confirmUnassign', msg.confirmUnassign({ email: 'ann@example.ch', lounge: 'VIP 3' }), { email: 'ann@example.ch', lounge: 'VIP 3' }],
  ['confirmAssign', msg.confirmAssign({ email: 'ann@example.ch', tokens: 150 }), { email: 'ann@example.ch', tokens: 150 }],
  [
    'confirmMoveLounge',
    msg.confirmMoveLounge({ lounge: 'VIP 3', from: 'ann@example.ch', to: 'ben@example.ch' }),
    { lounge: 'VIP 3', from: 'ann@example.ch', to: 'ben@example.ch' },
  ],
  ['loungeMoved', msg.loungeMoved({ email: 'ben@example.ch' }), { email: 'ben@example.ch' }],
  // Texts the server sends by their key (docs/decisions/025).
  ['loungeClaimSuccess', msg.loungeClaimSuccess({ lounges: 'VIP 4, VIP 5', tokens: 250 }), { lounges: 'VIP 4, VIP 5', tokens: 250 }],
  [
    'loungeClaimSuccessAlready',
    msg.loungeClaimSuccess({ lounges: 'Terrace 2', tokens: 30, alreadyAssigned: 'Terrace 1' }),
    { lounges: 'Terrace 2', tokens: 30, alreadyAssigned: 'Terrace 1' },
  ],
  ['loungeClaimWithoutTokens', msg.loungeClaimWithoutTokens({ lounges: 'VIP 4' }), { lounges: 'VIP 4' }],
  ['mixDrinkRequired', msg.mixDrinkRequired({ product: 'Dry Gin' }), { product: 'Dry Gin' }],
  ['mixDrinksNotIncluded', msg.mixDrinksNotIncluded({ product: 'Pale Ale' }), { product: 'Pale Ale' }],
  ['priceChanged', msg.priceChanged({ product: 'Pale Ale', price: 18 }), { product: 'Pale Ale', price: 18 }],
  ['tooManyOrderLines', msg.tooManyOrderLines({ n: 50 }), { n: 50 }],
  ['orderNotPending', msg.orderNotPending({ status: 'completed' }), { status: 'completed' }],
  // The back office's (admin.po).
  ['reminderQueued', msg.reminderQueued({ n: 1 }), { n: 1 }],
  ['reminderQueued', msg.reminderQueued({ n: 12 }), { n: 12 }],
  // Festival editions (docs/decisions/031).
  ['editionClosed', msg.editionClosed({ edition: 'Festival 2025' }), { edition: 'Festival 2025' }],
  ['editionPrepared', msg.editionPrepared({ edition: 'Festival 2027' }), { edition: 'Festival 2027' }],
  ['editionOpened', msg.editionOpened({ edition: 'Festival 2027' }), { edition: 'Festival 2027' }],
  ['editionClosedDone', msg.editionClosedDone({ edition: 'Festival 2025' }), { edition: 'Festival 2025' }],
  ['loungeOfOtherEdition', msg.loungeOfOtherEdition({ lounge: 'VIP 4', edition: 'Festival 2025' }), { lounge: 'VIP 4', edition: 'Festival 2025' }],
  ['productNotOffered', msg.productNotOffered({ product: 'Prosecco', edition: 'Festival 2026' }), { product: 'Prosecco', edition: 'Festival 2026' }],
  ['productOffered', msg.productOffered({ product: 'Prosecco', edition: 'Festival 2026' }), { product: 'Prosecco', edition: 'Festival 2026' }],
  ['productLeftOut', msg.productLeftOut({ product: 'Prosecco', edition: 'Festival 2026' }), { product: 'Prosecco', edition: 'Festival 2026' }],
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

  it('fills values into every text with values as messages.ts does, by the names of its entry (docs/decisions/025)', () => {
    const keys = (Object.keys(msg) as (keyof typeof msg)[]).filter(
      (key): key is ParamMessageKey => typeof msg[key] === 'function' && key in messages,
    );
    expect(keys.length).toBeGreaterThan(40);
    // 0, 1 and 7 reach each form of a plural, a select's `other` and a text without its optional clause; a name
    // standing for itself shows which placeholder a value lands in.
    for (const sample of [0, 1, 7, (name: string) => `‹${name}›`]) {
      for (const key of keys) {
        const params = Object.fromEntries(icuMessage(msg[key]).names.map((name) => [name, typeof sample === 'function' ? sample(name) : sample]));
        expect([key, t(catalogueKey(key, params), params)]).toEqual([key, localized(key, params as unknown as ParamsOf<typeof key>).text]);
      }
    }
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

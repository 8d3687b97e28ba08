import { describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { mailMsg } from '#shared/mail-messages.ts';
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
  ['reminderQueued', msg.reminderQueued(1), { n: 1 }],
  ['reminderQueued', msg.reminderQueued(12), { n: 12 }],
  // The reminder's texts of mail-messages.ts that the back office shows (Mail page), held equal the same way.
  ['reminderScheduled', mailMsg.reminderScheduled, {}],
  ['reminderScheduleCancelled', mailMsg.reminderScheduleCancelled, {}],
  ['reminderTimeMissing', mailMsg.reminderTimeMissing, {}],
];

describe('the English catalogue', () => {
  it('holds every spec text it shares a key with, character for character', () => {
    const shared = Object.entries(msg).filter(([key, text]) => typeof text === 'string' && key in messages);
    expect(shared.length).toBeGreaterThan(50);
    for (const [key, text] of shared) expect([key, t(key)]).toEqual([key, text]);
  });

  it('fills values into the spec texts exactly as messages.ts does', () => {
    for (const [key, fromMsg, values] of withValues) expect([key, t(key, values)]).toEqual([key, fromMsg]);
  });

  it('leaves no text with values of messages.ts unchecked', () => {
    const withFunctions = Object.entries(msg)
      .filter(([key, text]) => typeof text === 'function' && key in messages)
      .map(([key]) => key);
    expect(withFunctions.filter((key) => !withValues.some(([checked]) => checked === key))).toEqual([]);
  });
});

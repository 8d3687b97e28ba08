import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/constants.ts';
import { MAIL_LANGUAGES, type MailTexts } from './mail-texts.ts';

// German and French have exactly the keys of the English mail texts, and every text with placeholders
// shows each of them, formatted in its language (numbers and dates through Intl).
type TextFunctionKey = { [K in keyof MailTexts]: MailTexts[K] extends (...args: never[]) => string ? K : never }[keyof MailTexts];

const ID = 'c0ffee42';
const DEADLINE = '2025-09-17T18:00:00.000Z';
const AMOUNT_CHF = 27.5;
/** One call per text with placeholders; numbers below 1000 and strings no language rewrites. */
const SAMPLES: { [K in TextFunctionKey]: Parameters<MailTexts[K]> } = {
  tokens: [417],
  balanceLeft: [538],
  welcomeLounge: ['VIP Lounge 12', 'Donnerstag'],
  welcomeTokens: [629],
  orderPlacedSubject: [ID],
  orderPlacedHeading: [ID],
  orderLine: [3, 'Grey Goose 70cl'],
  orderLineMix: [['Tonic Water', 'Red Bull']],
  orderLineWhere: ['Terrace 4', 'vendredi'],
  orderLineTokens: [741],
  orderCharged: [852],
  orderCancelledSubject: [ID],
  orderCancelledHeading: [ID],
  orderRefunded: [963],
  orderChangedSubject: [ID],
  orderChangedHeading: [ID],
  orderChangeCharged: [174],
  orderChangeReturned: [285],
  orderNewTotal: [396],
  receiptPackage: ['tokens-50'],
  receiptTokens: [50],
  receiptAmount: [AMOUNT_CHF],
  reminderBody: [290, DEADLINE],
  stockBackSubject: ['Moët Brut'],
  stockBackBody: ['Moët Brut', 'Samstag'],
  payoutWindowSubject: ['Festival 2025'],
  payoutWindowBody: [120, 'Festival 2025'],
  payoutWindowChoices: [100, 'Sonntag 30. November'],
  payoutWindowDonation: ['Sea rescue'],
  deliveredSubject: [ID],
  deliveredBody: [ID, 'Terrace 4', 'Saturday'],
  pushNewOrder: ['VIP 12', 'Freitag'],
  pushNewOrders: [5, 'vendredi'],
  pushDelivered: ['18:42', 'Terrace 4'],
  pushOnTheWay: ['VIP 12'],
};

/** How an argument appears in the text of `language`. */
function shown(language: keyof typeof MAIL_LANGUAGES, arg: unknown): string[] {
  const { format } = MAIL_LANGUAGES[language];
  if (arg === AMOUNT_CHF) return [format.chf(arg)];
  if (typeof arg === 'number') return [format.number(arg)];
  if (Array.isArray(arg)) return arg.map(String);
  if (arg === DEADLINE) return [format.date(DEADLINE)];
  return [String(arg)];
}

describe('mail texts in every language', () => {
  const english = MAIL_LANGUAGES.en.texts;
  const functionKeys = Object.keys(english).filter((key) => typeof english[key as keyof MailTexts] === 'function').sort();

  it('has a sample call for every English text with placeholders', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(functionKeys);
  });

  for (const language of LANGUAGES) {
    const texts = MAIL_LANGUAGES[language].texts;

    it(`${language}: has exactly the keys of English, each a text or a function as in English`, () => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const key of Object.keys(english) as (keyof MailTexts)[]) {
        expect(typeof texts[key], key).toBe(typeof english[key]);
        if (typeof texts[key] === 'string') expect((texts[key] as string).trim(), key).not.toBe('');
        else expect((texts[key] as (...args: never[]) => string).length, key).toBe((english[key] as (...args: never[]) => string).length);
      }
    });

    it(`${language}: shows every placeholder of every text, formatted in its language`, () => {
      for (const [key, args] of Object.entries(SAMPLES)) {
        const text = (texts[key as TextFunctionKey] as (...a: unknown[]) => string)(...args);
        for (const arg of args) for (const part of shown(language, arg)) expect(text, `${language}.${key}`).toContain(part);
      }
    });
  }

  it('writes German and French, not English', () => {
    for (const language of ['de', 'fr'] as const) {
      const texts = MAIL_LANGUAGES[language].texts;
      const same = Object.keys(english).filter((key) => {
        const k = key as keyof MailTexts;
        // The shop's name is the same in every language.
        return typeof english[k] === 'string' && texts[k] === english[k] && k !== 'signOff';
      });
      expect(same, language).toEqual([]);
    }
  });
});

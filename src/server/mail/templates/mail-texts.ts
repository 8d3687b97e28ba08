import { shortId } from '#shared/constants.ts';

/**
 * Every mail text, by language-neutral key. English only for now: a later issue adds German and French (a
 * `de`/`fr` entry of the same shape) and the profile's language; an unknown locale falls back to English.
 */
export type Locale = 'en';

const en = {
  signOff: 'Lounge Pre-Order',
  ignoreFooter: 'You receive this e-mail because you have an account at the Lounge Pre-Order shop.',
  tokens: (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`,
  balanceLeft: (n: number) => `Balance left: ${en.tokens(n)}`,
  orderNumber: (id: string) => `#${shortId(id)}`,

  welcomeSubject: 'Welcome to the Lounge Pre-Order',
  welcomeHeading: 'Your account is ready',
  welcomeIntro: 'You can now pre-order drinks for your lounge.',
  welcomeLounges: 'Your lounges',
  welcomeLounge: (label: string, day: string) => `${label}, ${day}`,
  welcomeTokens: (n: number) => `You received ${en.tokens(n)}.`,
  welcomeNoLounge: 'No lounge is assigned to you yet.',
  welcomeAddLounge: 'In the shop, add your lounge with its booking number under Your Lounges, Assign to Other Lounge; its tokens come with it.',

  orderPlacedSubject: (id: string) => `Your order ${en.orderNumber(id)}`,
  orderPlacedHeading: (id: string) => `Order ${en.orderNumber(id)} placed`,
  orderLine: (quantity: number, name: string) => `${quantity} × ${name}`,
  orderLineMix: (mixes: string[]) => `with ${mixes.join(', ')}`,
  orderLineWhere: (lounge: string, day: string) => `${lounge}, ${day}`,
  orderLineTokens: (n: number) => en.tokens(n),
  orderCharged: (n: number) => `Tokens charged: ${n}`,

  orderCancelledSubject: (id: string) => `Order ${en.orderNumber(id)} cancelled`,
  orderCancelledHeading: (id: string) => `Order ${en.orderNumber(id)} was cancelled`,
  orderRefunded: (n: number) => `${en.tokens(n)} were refunded to your balance.`,
  orderKept: 'No tokens were refunded: the tokens of this order were kept.',

  receiptSubject: 'Your token purchase receipt',
  receiptHeading: 'Receipt',
  receiptPackage: (name: string) => `Package: ${name}`,
  receiptTokens: (n: number) => `Tokens: ${n}`,
  receiptAmount: (chf: number) => `Amount paid: ${Number.isInteger(chf) ? chf : chf.toFixed(2)} CHF`,

  reminderSubject: 'Your tokens are waiting',
  reminderHeading: 'Do not forget your pre-order',
  reminderBody: (n: number, date: string) => `You still have ${en.tokens(n)}, the pre-order closes on ${date}.`,
  reminderOptOut: 'You can turn these reminders off on the Tokens page of the shop.',
  reminderCta: 'Open the shop',

  resetSubject: 'Reset your Lounge Pre-Order password',
  resetHeading: 'Reset your password',
  resetBody: 'Someone asked to reset the password of your Lounge Pre-Order account.',
  resetAction: 'Open this link within one hour to choose a new password:',
  resetIgnore: 'If this was not you, ignore this e-mail; your password stays as it is.',

  deliveredSubject: (id: string) => `Order ${en.orderNumber(id)} delivered`,
  deliveredBody: (id: string, lounge: string, day: string) => `Order ${en.orderNumber(id)} was delivered to ${lounge} on ${day}.`,
};

export type MailTexts = typeof en;
const TEXTS: Record<Locale, MailTexts> = { en };

export const mailTexts = (locale: string = 'en'): MailTexts => TEXTS[locale as Locale] ?? en;

/** The deadline as a guest reads it, in the shop's time zone. */
export const formatMailDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(new Date(iso));

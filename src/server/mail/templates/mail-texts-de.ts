import { shortId } from '#shared/constants.ts';
import { mailFormat } from './mail-format.ts';
import type { MailTexts } from './mail-texts-en.ts';

const f = mailFormat('de-CH');
const orderNumber = (id: string) => `#${shortId(id)}`;

/** German as written in Switzerland: "Sie", no ß, «» quotes, amounts as CHF 27.50. */
export const de: MailTexts = {
  signOff: 'Lounge-Vorbestellung',
  ignoreFooter: 'Sie erhalten diese E-Mail, weil Sie ein Konto im Shop der Lounge-Vorbestellung haben.',
  tokens: (n) => `${f.number(n)} ${f.one(n) ? 'Token' : 'Tokens'}`,
  balanceLeft: (n) => `Restguthaben: ${de.tokens(n)}`,
  noLounge: 'keine Lounge',
  anyDay: 'beliebiger Tag',

  welcomeSubject: 'Willkommen bei der Lounge-Vorbestellung',
  welcomeHeading: 'Ihr Konto ist bereit',
  welcomeIntro: 'Sie können jetzt Getränke für Ihre Lounge vorbestellen.',
  welcomeLounges: 'Ihre Lounges',
  welcomeLounge: (label, day) => `${label}, ${day}`,
  welcomeTokens: (n) => `Sie haben ${de.tokens(n)} erhalten.`,
  welcomeNoLounge: 'Ihnen ist noch keine Lounge zugewiesen.',
  welcomeAddLounge: 'Fügen Sie im Shop Ihre Lounge mit ihrer Buchungsnummer hinzu; die Token der Lounge werden Ihnen dann gutgeschrieben.',

  orderPlacedSubject: (id) => `Ihre Bestellung ${orderNumber(id)}`,
  orderPlacedHeading: (id) => `Bestellung ${orderNumber(id)} aufgegeben`,
  orderLine: (quantity, name) => `${f.number(quantity)} × ${name}`,
  orderLineMix: (mixes) => `mit ${f.list(mixes)}`,
  orderLineWhere: (lounge, day) => `${lounge}, ${day}`,
  orderLineTokens: (n) => de.tokens(n),
  orderCharged: (n) => `Belastete Tokens: ${f.number(n)}`,

  orderCancelledSubject: (id) => `Bestellung ${orderNumber(id)} storniert`,
  orderCancelledHeading: (id) => `Bestellung ${orderNumber(id)} wurde storniert`,
  orderRefunded: (n) => `${de.tokens(n)} ${f.one(n) ? 'wurde' : 'wurden'} Ihrem Guthaben gutgeschrieben.`,
  orderKept: 'Es wurden keine Tokens zurückerstattet: Die Tokens dieser Bestellung wurden einbehalten.',

  receiptSubject: 'Ihre Quittung für den Kauf von Tokens',
  receiptHeading: 'Quittung',
  receiptPackage: (name) => `Paket: ${name}`,
  receiptTokens: (n) => `Tokens: ${f.number(n)}`,
  receiptAmount: (chf) => `Bezahlter Betrag: ${f.chf(chf)}`,

  reminderSubject: 'Ihre Tokens warten auf Sie',
  reminderHeading: 'Vergessen Sie Ihre Vorbestellung nicht',
  reminderBody: (n, deadline) => `Sie haben noch ${de.tokens(n)}. Die Vorbestellung schliesst am ${f.date(deadline)}.`,
  reminderOptOut: 'Sie können diese Erinnerungen im Shop auf der Seite «Tokens» ausschalten.',
  reminderCta: 'Zum Shop',

  resetSubject: 'Passwort für die Lounge-Vorbestellung zurücksetzen',
  resetHeading: 'Passwort zurücksetzen',
  resetBody: 'Jemand hat verlangt, das Passwort Ihres Kontos bei der Lounge-Vorbestellung zurückzusetzen.',
  resetAction: 'Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
  resetIgnore: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',

  deliveredSubject: (id) => `Bestellung ${orderNumber(id)} geliefert`,
  deliveredBody: (id, lounge, day) => `Bestellung ${orderNumber(id)} wurde am ${day} an ${lounge} geliefert.`,
};

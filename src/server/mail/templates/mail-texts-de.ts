import { shortId } from '#shared/constants.ts';
import { mailFormat } from './mail-format.ts';
import type { MailTexts } from './mail-texts-en.ts';

const f = mailFormat('de-CH');
const orderNumber = (id: string) => `#${shortId(id)}`;

/** German as written in Switzerland: "Sie", no ß, «» quotes, amounts as CHF 27.50; words as in src/web/locales/GLOSSARY.md. */
export const de: MailTexts = {
  signOff: 'Lounge Pre-Order',
  ignoreFooter: 'Sie erhalten diese E-Mail, weil Sie ein Konto im Shop Lounge Pre-Order haben.',
  tokens: (n) => `${f.number(n)} Token`,
  balanceLeft: (n) => `Verbleibendes Guthaben: ${de.tokens(n)}`,
  noLounge: 'keine Lounge',
  anyDay: 'beliebiger Tag',

  welcomeSubject: 'Willkommen bei Lounge Pre-Order',
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
  orderCharged: (n) => `Belastete Token: ${f.number(n)}`,

  orderCancelledSubject: (id) => `Bestellung ${orderNumber(id)} storniert`,
  orderCancelledHeading: (id) => `Bestellung ${orderNumber(id)} wurde storniert`,
  orderRefunded: (n) => `${de.tokens(n)} ${f.one(n) ? 'wurde' : 'wurden'} Ihrem Guthaben gutgeschrieben.`,
  orderKept: 'Es wurden keine Token zurückerstattet: Die Token dieser Bestellung wurden einbehalten.',

  orderChangedSubject: (id) => `Bestellung ${orderNumber(id)} geändert`,
  orderChangedHeading: (id) => `Bestellung ${orderNumber(id)} wurde geändert`,
  orderChangedIntro: 'Ihre Bestellung umfasst jetzt:',
  orderChangeCharged: (n) => `Für die Änderung ${f.one(n) ? 'wurde' : 'wurden'} ${de.tokens(n)} belastet.`,
  orderChangeReturned: (n) => `${de.tokens(n)} ${f.one(n) ? 'wurde' : 'wurden'} Ihrem Guthaben gutgeschrieben.`,
  orderNewTotal: (n) => `Neuer Gesamtbetrag: ${de.tokens(n)}`,

  receiptSubject: 'Ihre Bestätigung für den Kauf von Token',
  receiptHeading: 'Bestätigung',
  receiptPackage: (name) => `Token-Paket: ${name}`,
  receiptTokens: (n) => `Token: ${f.number(n)}`,
  receiptAmount: (chf) => `Bezahlter Betrag: ${f.chf(chf)}`,

  reminderSubject: 'Ihre Token warten auf Sie',
  reminderHeading: 'Vergessen Sie Ihre Vorbestellung nicht',
  reminderBody: (n, deadline) => `Sie haben noch ${de.tokens(n)}. Die Vorbestellung schliesst am ${f.date(deadline)}.`,
  reminderOptOut: 'Sie können diese Erinnerungen im Shop auf der Seite «Token» ausschalten.',
  openShopCta: 'Zum Shop',

  resetSubject: 'Passwort für Lounge Pre-Order zurücksetzen',
  resetHeading: 'Passwort zurücksetzen',
  resetBody: 'Jemand hat verlangt, das Passwort Ihres Kontos bei Lounge Pre-Order zurückzusetzen.',
  resetAction: 'Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
  resetIgnore: 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',

  securitySubject: 'Eine Sicherheitsänderung an Ihrem Konto bei Lounge Pre-Order',
  securityHeading: 'Die Sicherheit Ihres Kontos wurde geändert',
  securityChange: {
    password_changed: () => 'Das Passwort Ihres Kontos wurde geändert.',
    totp_added: () => 'Für Ihr Konto wurde eine Authenticator-App als zweiter Faktor eingerichtet.',
    totp_removed: () => 'Die Authenticator-App wurde von Ihrem Konto entfernt.',
    passkey_added: (name) => `Der Passkey «${name}» wurde Ihrem Konto hinzugefügt.`,
    passkey_removed: (name) => `Der Passkey «${name}» wurde von Ihrem Konto entfernt.`,
    recovery_code_used: () => 'Mit einem Wiederherstellungscode wurde sich bei Ihrem Konto angemeldet.',
    recovery_codes_renewed: () => 'Für Ihr Konto wurden neue Wiederherstellungscodes erstellt; die alten gelten nicht mehr.',
    factors_removed_by_admin: () =>
      'Ein Admin hat die zweiten Faktoren Ihres Kontos entfernt. Richten Sie bei Ihrer nächsten Anmeldung wieder einen ein.',
    role_changed: (role) => `Die Rolle Ihres Kontos wurde geändert zu: ${{ user: 'Gast', staff: 'Personal', admin: 'Admin' }[role] ?? role}.`,
  },
  securityNotYou: 'Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und informieren Sie das Festival-Team.',

  stockBackSubject: (product) => `${product} ist wieder da`,
  stockBackBody: (product, day) =>
    `Sie wollten es wissen: ${product} kann für ${day} wieder bestellt werden. Die ersten Bestellungen erhalten es – bestellen Sie bald, wenn Sie es noch möchten.`,

  payoutWindowSubject: (edition) => `Ihre übrigen Token aus ${edition}`,
  payoutWindowBody: (n, edition) => `${edition} ist vorbei, und Sie haben noch ${de.tokens(n)}. Sie verfallen nie: Wenn Sie sie für nächstes Jahr behalten, müssen Sie nichts tun.`,
  payoutWindowChoices: (payable, lastDay) => `Bis am ${lastDay} können Sie sich auch ${de.tokens(payable)} auf die Karte oder TWINT zurückzahlen lassen, mit der Sie bezahlt haben.`,
  payoutWindowDonation: (cause) => `Oder Sie spenden sie an ${cause}.`,
  payoutWindowCta: 'Auf der Token-Seite wählen',

  deliveredSubject: (id) => `Bestellung ${orderNumber(id)} geliefert`,
  deliveredBody: (id, lounge, day) => `Bestellung ${orderNumber(id)} wurde am ${day} an ${lounge} geliefert.`,

  pushNewOrder: (lounge, day) => `Neue Bestellung für ${lounge} (${day})`,
  pushNewOrders: (n, day) => `${f.number(n)} neue Bestellungen für ${day}`,
  pushDelivered: (time, lounge) => `Geliefert um ${time} an ${lounge}.`,
  pushOnTheWayTitle: 'Ihre Bestellung ist unterwegs',
  pushOnTheWay: (lounge) => `Wir bringen sie jetzt an ${lounge}.`,
};

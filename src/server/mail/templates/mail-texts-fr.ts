import { shortId } from '#shared/constants.ts';
import { mailFormat } from './mail-format.ts';
import type { MailTexts } from './mail-texts-en.ts';

const f = mailFormat('fr-CH');
const orderNumber = (id: string) => `#${shortId(id)}`;
/** French puts a no-break space before ":" and ";", so neither starts a line. */
const NBSP = '\u00a0';

/** French as written in Switzerland: "vous", amounts as 27.50 CHF, 0 and 1 in the singular; words as in src/web/locales/GLOSSARY.md. */
export const fr: MailTexts = {
  signOff: 'Lounge Pre-Order',
  ignoreFooter: 'Vous recevez cet e-mail parce que vous avez un compte sur la boutique Lounge Pre-Order.',
  tokens: (n) => `${f.number(n)} ${f.one(n) ? 'jeton' : 'jetons'}`,
  balanceLeft: (n) => `Solde restant${NBSP}: ${fr.tokens(n)}`,
  noLounge: 'aucune lounge',
  anyDay: 'jour indifférent',

  welcomeSubject: 'Bienvenue sur Lounge Pre-Order',
  welcomeHeading: 'Votre compte est prêt',
  welcomeIntro: 'Vous pouvez désormais précommander des boissons pour votre lounge.',
  welcomeLounges: 'Vos lounges',
  welcomeLounge: (label, day) => `${label}, ${day}`,
  welcomeTokens: (n) => `Vous avez reçu ${fr.tokens(n)}.`,
  welcomeNoLounge: 'Aucune lounge ne vous est encore attribuée.',
  welcomeAddLounge: 'Dans la boutique, ajoutez votre lounge avec son numéro de réservation ; ses jetons vous sont alors crédités.',

  orderPlacedSubject: (id) => `Votre commande ${orderNumber(id)}`,
  orderPlacedHeading: (id) => `Commande ${orderNumber(id)} passée`,
  orderLine: (quantity, name) => `${f.number(quantity)} × ${name}`,
  orderLineMix: (mixes) => `avec ${f.list(mixes)}`,
  orderLineWhere: (lounge, day) => `${lounge}, ${day}`,
  orderLineTokens: (n) => fr.tokens(n),
  orderCharged: (n) => `Jetons débités${NBSP}: ${f.number(n)}`,

  orderCancelledSubject: (id) => `Commande ${orderNumber(id)} annulée`,
  orderCancelledHeading: (id) => `La commande ${orderNumber(id)} a été annulée`,
  orderRefunded: (n) => `${fr.tokens(n)} ${f.one(n) ? 'a été recrédité' : 'ont été recrédités'} sur votre solde.`,
  orderKept: `Aucun jeton n’a été remboursé${NBSP}: les jetons de cette commande ont été conservés.`,

  orderChangedSubject: (id) => `Commande ${orderNumber(id)} modifiée`,
  orderChangedHeading: (id) => `La commande ${orderNumber(id)} a été modifiée`,
  orderChangedIntro: `Votre commande comprend désormais${NBSP}:`,
  orderChangeCharged: (n) => `${fr.tokens(n)} ${f.one(n) ? 'a été débité' : 'ont été débités'} pour la modification.`,
  orderChangeReturned: (n) => `${fr.tokens(n)} ${f.one(n) ? 'a été recrédité' : 'ont été recrédités'} sur votre solde.`,
  orderNewTotal: (n) => `Nouveau total${NBSP}: ${fr.tokens(n)}`,

  receiptSubject: 'Confirmation de votre achat de jetons',
  receiptHeading: 'Confirmation',
  receiptPackage: (name) => `Forfait de jetons${NBSP}: ${name}`,
  receiptTokens: (n) => `Jetons${NBSP}: ${f.number(n)}`,
  receiptAmount: (chf) => `Montant payé${NBSP}: ${f.chf(chf)}`,

  reminderSubject: 'Vos jetons vous attendent',
  reminderHeading: 'N’oubliez pas votre précommande',
  reminderBody: (n, deadline) => `Il vous reste ${fr.tokens(n)}${NBSP}; la précommande se termine le ${f.date(deadline)}.`,
  reminderOptOut: 'Vous pouvez désactiver ces rappels sur la page «\u00a0Jetons\u00a0» de la boutique.',
  openShopCta: 'Ouvrir la boutique',

  resetSubject: 'Réinitialisez votre mot de passe Lounge Pre-Order',
  resetHeading: 'Réinitialiser votre mot de passe',
  resetBody: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Lounge Pre-Order.',
  resetAction: `Ouvrez ce lien dans l’heure qui suit pour choisir un nouveau mot de passe${NBSP}:`,
  resetIgnore: `Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail${NBSP}; votre mot de passe reste inchangé.`,

  securitySubject: 'Une modification de sécurité de votre compte Lounge Pre-Order',
  securityHeading: 'La sécurité de votre compte a changé',
  securityChange: {
    password_changed: () => 'Le mot de passe de votre compte a été modifié.',
    totp_added: () => 'Une application d’authentification a été configurée comme second facteur de votre compte.',
    totp_removed: () => 'L’application d’authentification a été retirée de votre compte.',
    passkey_added: (name) => `La clé d’accès «${NBSP}${name}${NBSP}» a été ajoutée à votre compte.`,
    passkey_removed: (name) => `La clé d’accès «${NBSP}${name}${NBSP}» a été retirée de votre compte.`,
    recovery_code_used: () => 'Un code de récupération a été utilisé pour se connecter à votre compte.',
    recovery_codes_renewed: () => `De nouveaux codes de récupération ont été créés pour votre compte${NBSP}; les anciens ne fonctionnent plus.`,
    factors_removed_by_admin: () =>
      'Un admin a retiré les seconds facteurs de votre compte. Ajoutez-en un à votre prochaine connexion.',
    role_changed: (role) => `Le rôle de votre compte est désormais${NBSP}: ${{ user: 'invité', staff: 'personnel', admin: 'admin' }[role] ?? role}.`,
  },
  securityNotYou: 'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et prévenez l’équipe du festival.',

  stockBackSubject: (product) => `${product} est de retour`,
  stockBackBody: (product, day) =>
    `Vous avez demandé à être prévenu${NBSP}: ${product} peut de nouveau être commandé pour ${day}. Les premières commandes l’obtiennent${NBSP}; commandez vite si vous le souhaitez toujours.`,

  payoutWindowSubject: (edition) => `Vos jetons restants de ${edition}`,
  payoutWindowBody: (n, edition) => `${edition} est terminé et il vous reste ${fr.tokens(n)}. Ils n’expirent jamais${NBSP}: si vous les gardez pour l’an prochain, vous n’avez rien à faire.`,
  payoutWindowChoices: (payable, lastDay) => `Jusqu’au ${lastDay}, vous pouvez aussi vous faire rembourser ${fr.tokens(payable)} sur la carte ou le compte TWINT avec lesquels vous avez payé.`,
  payoutWindowDonation: (cause) => `Ou les donner à ${cause}.`,
  payoutWindowCta: 'Choisir sur la page Jetons',

  deliveredSubject: (id) => `Commande ${orderNumber(id)} livrée`,
  deliveredBody: (id, lounge, day) => `La commande ${orderNumber(id)} a été livrée le ${day} à ${lounge}.`,

  pushNewOrder: (lounge, day) => `Nouvelle commande pour ${lounge} (${day})`,
  pushNewOrders: (n, day) => `${f.number(n)} nouvelles commandes pour ${day}`,
  pushDelivered: (time, lounge) => `Livrée à ${time} à ${lounge}.`,
  pushOnTheWayTitle: 'Votre commande est en route',
  pushOnTheWay: (lounge) => `Nous l’apportons maintenant à ${lounge}.`,
};

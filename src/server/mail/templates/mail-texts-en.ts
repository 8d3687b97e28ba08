import { shortId } from '#shared/constants.ts';
import { mailFormat } from './mail-format.ts';

const f = mailFormat('en');
const orderNumber = (id: string) => `#${shortId(id)}`;

/**
 * Every English mail text, by language-neutral key: the shape German and French follow (mail-texts.test.ts checks
 * their keys and placeholders). Numbers go through Intl; names of festival days are given already translated.
 */
export const en = {
  signOff: 'Lounge Pre-Order',
  ignoreFooter: 'You receive this e-mail because you have an account at the Lounge Pre-Order shop.',
  tokens: (n: number) => `${f.number(n)} ${f.one(n) ? 'token' : 'tokens'}`,
  balanceLeft: (n: number) => `Balance left: ${en.tokens(n)}`,
  /** Where a line goes when it has no lounge, and its day then. */
  noLounge: 'no lounge',
  anyDay: 'any day',

  welcomeSubject: 'Welcome to the Lounge Pre-Order',
  welcomeHeading: 'Your account is ready',
  welcomeIntro: 'You can now pre-order drinks for your lounge.',
  welcomeLounges: 'Your lounges',
  welcomeLounge: (label: string, day: string) => `${label}, ${day}`,
  welcomeTokens: (n: number) => `You received ${en.tokens(n)}.`,
  welcomeNoLounge: 'No lounge is assigned to you yet.',
  welcomeAddLounge: 'In the shop, add your lounge with its booking number under Your Lounges, Assign to Other Lounge; its tokens come with it.',

  orderPlacedSubject: (id: string) => `Your order ${orderNumber(id)}`,
  orderPlacedHeading: (id: string) => `Order ${orderNumber(id)} placed`,
  orderLine: (quantity: number, name: string) => `${f.number(quantity)} × ${name}`,
  orderLineMix: (mixes: string[]) => `with ${mixes.join(', ')}`,
  orderLineWhere: (lounge: string, day: string) => `${lounge}, ${day}`,
  orderLineTokens: (n: number) => en.tokens(n),
  orderCharged: (n: number) => `Tokens charged: ${f.number(n)}`,

  orderCancelledSubject: (id: string) => `Order ${orderNumber(id)} cancelled`,
  orderCancelledHeading: (id: string) => `Order ${orderNumber(id)} was cancelled`,
  orderRefunded: (n: number) => `${en.tokens(n)} were refunded to your balance.`,
  orderKept: 'No tokens were refunded: the tokens of this order were kept.',

  orderChangedSubject: (id: string) => `Order ${orderNumber(id)} changed`,
  orderChangedHeading: (id: string) => `Order ${orderNumber(id)} was changed`,
  orderChangedIntro: 'Your order now holds:',
  orderChangeCharged: (n: number) => `${en.tokens(n)} were charged for the change.`,
  orderChangeReturned: (n: number) => `${en.tokens(n)} were returned to your balance.`,
  orderNewTotal: (n: number) => `New total: ${en.tokens(n)}`,

  receiptSubject: 'Your token purchase receipt',
  receiptHeading: 'Receipt',
  receiptPackage: (name: string) => `Package: ${name}`,
  receiptTokens: (n: number) => `Tokens: ${f.number(n)}`,
  receiptAmount: (chf: number) => `Amount paid: ${f.chf(chf)}`,

  reminderSubject: 'Your tokens are waiting',
  reminderHeading: 'Do not forget your pre-order',
  reminderBody: (n: number, deadline: string) => `You still have ${en.tokens(n)}, the pre-order closes on ${f.date(deadline)}.`,
  reminderOptOut: 'You can turn these reminders off on the Tokens page of the shop.',
  openShopCta: 'Open the shop',

  resetSubject: 'Reset your Lounge Pre-Order password',
  resetHeading: 'Reset your password',
  resetBody: 'Someone asked to reset the password of your Lounge Pre-Order account.',
  resetAction: 'Open this link within one hour to choose a new password:',
  resetIgnore: 'If this was not you, ignore this e-mail; your password stays as it is.',

  securitySubject: 'A security change to your Lounge Pre-Order account',
  securityHeading: 'Your account\'s security changed',
  securityChange: {
    password_changed: () => 'The password of your account was changed.',
    totp_added: () => 'An authenticator app was set up as a second factor for your account.',
    totp_removed: () => 'The authenticator app was removed from your account.',
    passkey_added: (name: string) => `The passkey "${name}" was added to your account.`,
    passkey_removed: (name: string) => `The passkey "${name}" was removed from your account.`,
    recovery_code_used: () => 'A recovery code was used to sign in to your account.',
    recovery_codes_renewed: () => 'New recovery codes were made for your account; the old ones no longer work.',
    factors_removed_by_admin: () => 'An admin removed the second factors of your account. Add one again when you next sign in.',
    role_changed: (role: string) => `The role of your account was changed to ${{ user: 'guest', staff: 'staff', admin: 'admin' }[role] ?? role}.`,
  },
  securityNotYou: 'If this was not you, reset your password at once and tell the festival team.',

  stockBackSubject: (product: string) => `${product} is back`,
  stockBackBody: (product: string, day: string) =>
    `You asked to be told: ${product} can be ordered again for ${day}. The first orders get it, so order soon if you still want it.`,

  // docs/decisions/040-payouts.md: a payout window opened.
  payoutWindowSubject: (edition: string) => `Your leftover tokens from ${edition}`,
  payoutWindowBody: (n: number, edition: string) => `${edition} is over and you have ${en.tokens(n)} left. They never expire: if you keep them for next year, there is nothing to do.`,
  payoutWindowChoices: (payable: number, lastDay: string) => `Until ${lastDay} you can also have ${en.tokens(payable)} paid back to the card or TWINT you paid with.`,
  payoutWindowDonation: (cause: string) => `Or donate them to ${cause}.`,
  payoutWindowCta: 'Choose on the Tokens page',

  deliveredSubject: (id: string) => `Order ${orderNumber(id)} delivered`,
  deliveredBody: (id: string, lounge: string, day: string) => `Order ${orderNumber(id)} was delivered to ${lounge} on ${day}.`,

  // Push messages (docs/decisions/043-web-push.md): a title the phone shows in one line, and a short body.
  pushNewOrder: (lounge: string, day: string) => `New order for ${lounge} (${day})`,
  pushNewOrders: (n: number, day: string) => `${f.number(n)} new orders for ${day}`,
  pushDelivered: (time: string, lounge: string) => `Delivered at ${time} to ${lounge}.`,
  // docs/decisions/049-on-its-way.md: the runner tapped "On my way" for the guest's lounge.
  pushOnTheWayTitle: 'Your order is on its way',
  pushOnTheWay: (lounge: string) => `We are bringing it to ${lounge} now.`,
};

export type MailTexts = typeof en;

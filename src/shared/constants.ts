export const LOUNGE_DAYS = ['Thursday', 'Friday', 'Saturday'] as const;
export type LoungeDay = (typeof LOUNGE_DAYS)[number];

export const CATEGORY_TYPES = ['other', 'bottle', 'beer', 'sparkling', 'water', 'wine', 'rose'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
/** How a person reads a category type: the back office's table and product form show the same names. */
export const CATEGORY_TYPE_NAMES: Record<CategoryType, string> = {
  other: 'Other',
  bottle: 'Bottle',
  beer: 'Beer',
  sparkling: 'Sparkling',
  water: 'Water',
  wine: 'Wine',
  rose: 'Rosé',
};

/**
 * `staff` runs the packing list and the delivery run, nothing else of the back office
 * (docs/product.md#roles-and-permissions).
 */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * `deleted`: the guest's account was deleted (by them, an admin or the retention rule): its personal data are gone,
 * and the row stays, under a pseudonymous e-mail, for the orders and ledger rows that name it (docs/decisions/041).
 */
export const PROFILE_STATUSES = ['active', 'inactive', 'deleted'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];
/** The e-mail a deleted guest's row keeps: unique, names nobody, and no mail can reach it (RFC 2606 `.invalid`). */
export const deletedGuestEmail = (profileId: string) => `deleted-${profileId}@deleted.invalid`;

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['open', 'paid', 'canceled'] as const;
export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
/** How a guest may pay for tokens on the provider's page (docs/decisions/039). */
export const PAYMENT_METHODS = ['card', 'twint'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** order_change: a guest's change of a pending order, the difference charged (< 0) or given back (> 0) (docs/decisions/044). */
/** `forfeit`: the balance a guest gave up when their account was deleted (docs/decisions/041). */
/** `payout`: tokens a guest had paid back after an edition; `donation`: tokens given to the festival's cause (docs/decisions/040-payouts.md). */
export const LEDGER_KINDS = ['lounge_grant', 'purchase', 'order', 'refund', 'admin_adjustment', 'manual_order', 'order_change', 'forfeit', 'payout', 'donation'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What a guest does with their tokens in a payout window (docs/decisions/040-payouts.md); keeping is the default. */
export const PAYOUT_CHOICES = ['keep', 'payout', 'donation'] as const;
export type PayoutChoice = (typeof PAYOUT_CHOICES)[number];
/**
 * One refund of one payment in the payout queue: waiting → sending (claimed by one worker) → refunded, or refused by the
 * provider (its refund window passed), or failed after the last attempt; the last two are paid by bank transfer.
 */
export const PAYOUT_REFUND_STATUSES = ['waiting', 'sending', 'refunded', 'refused', 'failed'] as const;
export type PayoutRefundStatus = (typeof PAYOUT_REFUND_STATUSES)[number];

export const PASSWORD_MIN = 6;
/** Staff and admin accounts hold more than their own tokens: their passwords are longer (docs/decisions/036). */
export const STAFF_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

export const DEFAULT_PREORDER_DEADLINE = '2025-09-17T20:00:00+02:00';
export const DEFAULT_CONTACT_EMAIL = 'lounge@festival.example';

export type TokenPackage = { id: string; tokens: number; priceChf: number; popular: boolean };
export const DEFAULT_TOKEN_PACKAGES: TokenPackage[] = [
  { id: 'tokens-25', tokens: 25, priceChf: 275, popular: false },
  { id: 'tokens-50', tokens: 50, priceChf: 500, popular: true },
  { id: 'tokens-100', tokens: 100, priceChf: 950, popular: false },
];

/** Ids are shown to people as their first 8 characters (docs/product.md#business-constants). */
export const shortId = (id: string) => id.slice(0, 8);

export const loungeLabel = (lounge: { category: string; tableNumber: string }) =>
  `${lounge.category} ${lounge.tableNumber}`;

/** The languages of the shop, mails and profiles (docs/decisions/024, 025); English is the default and the fallback. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** What a queued mail reports; src/server/mail/templates renders each. */
export const MAIL_KINDS = ['welcome', 'order_placed', 'order_cancelled', 'token_receipt', 'reminder', 'password_reset', 'order_delivered', 'security_change', 'stock_back', 'order_changed', 'payout_window'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** waiting (to be sent, maybe after a failed attempt) → sending (claimed by one worker) → sent, or failed after the last attempt. */
export const MAIL_STATUSES = ['waiting', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/**
 * What a queued push message reports (docs/decisions/043-web-push.md): new orders of the running day to staff and
 * admins (one, or a summary of several), a delivery, a runner on the way (decision 049) and the pre-order reminder to guests. Its life cycle is a mail's.
 */
export const PUSH_KINDS = ['new_orders', 'order_delivered', 'order_on_way', 'reminder'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
/**
 * A scheduled reminder: scheduled → sent (the worker queued it), cancelled (by an admin before it ran), or skipped
 * (it came due after the pre-order had closed, when "the pre-order closes on {date}" would be wrong).
 */
export const REMINDER_SCHEDULE_STATUSES = ['scheduled', 'sent', 'cancelled', 'skipped'] as const;
export type ReminderScheduleStatus = (typeof REMINDER_SCHEDULE_STATUSES)[number];

/**
 * "Only {n} left" from this many units down; none left is "Sold out" (docs/decisions/018-stock-limits.md). Here, not
 * beside the stock schemas, so the shop reads it without bundling zod into the first visit.
 */
export const FEW_LEFT = 5;

/** The largest product photo an admin can upload (docs/decisions/047-product-photos.md). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Where the festival happens: its days, deadlines and printed times are read on this clock. */
export const FESTIVAL_TIME_ZONE = 'Europe/Zurich';

/**
 * An edition is one year's festival (docs/decisions/031): being prepared (not shown to guests), open for
 * pre-orders, running (pre-orders closed, the festival days worked) and closed (read-only).
 */
export const EDITION_STATES = ['preparing', 'open', 'running', 'closed'] as const;
export type EditionState = (typeof EDITION_STATES)[number];

/**
 * The kinds of security event the shop records (the security log's plugin, and the second step in
 * modules/auth/second-step.routes.ts), for their names on the page. The log takes any dotted kind; one not listed
 * here is shown as it is written. Here, not beside the log
 * schemas, so the log page reads it without bundling them (docs/features.md#security-and-audit-log).
 */
export const SECURITY_EVENT_KINDS = [
  'sign_in.succeeded',
  'sign_in.second_factor_awaited',
  'sign_in.failed',
  'sign_in.throttled',
  'second_factor.signed_in',
  'second_factor.failed',
  'step_up.passed',
  'second_factor.added',
  'second_factor.removed',
  'recovery_codes.renewed',
  'second_factor.reset_by_admin',
  'password_reset.requested',
  'password_reset.completed',
  'password.changed',
  'access.refused',
  'account.deleted',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

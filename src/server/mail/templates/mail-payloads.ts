import type { LoungeDay, MailKind } from '#shared/constants.ts';

/**
 * A festival day as stored in a payload: the day's key ('Friday'), named in the mail's language when it is rendered;
 * null for a lounge without a day. Rows queued before mails had languages (decision 025) hold English
 * text ('any day').
 */
type Day = LoungeDay | null;
/** A lounge's label; null for a line without a lounge. */
type Lounge = string | null;
/** The date (YYYY-MM-DD) of that day in its edition (docs/decisions/031); absent in rows queued before editions. */
type Dated = { date?: string | null };

/**
 * A line's product and mix drinks named in German or French where the catalogue translates them (docs/decisions/045):
 * `name` and `mixDrinks` stay English, and the mail takes the recipient's language from here when it has one. Absent
 * in rows queued before the catalogue had translations, and where nothing is translated.
 */
export type Translated = { translated?: Partial<Record<'de' | 'fr', { name: string; mixDrinks: string[] }>> };

/**
 * What each mail needs, stored as the outbox row's payload (JSON), so the worker renders it later, in the
 * recipient's language: numbers, ISO instants and day keys, never text of one language.
 */
export type MailPayloads = {
  welcome: { lounges: ({ label: string; day: Day } & Dated)[]; tokensReceived: number; balance: number };
  order_placed: {
    orderId: string;
    items: ({ name: string; quantity: number; tokenPrice: number; mixDrinks: string[]; lounge: Lounge; day: Day } & Dated & Translated)[];
    totalTokens: number;
    balance: number;
  };
  order_cancelled: { orderId: string; refundedTokens: number; balance: number };
  /** A guest changed their pending order (docs/decisions/044): its lines now, and the difference (< 0: charged). */
  order_changed: Omit<MailPayloads['order_placed'], 'balance'> & { delta: number; balance: number };
  token_receipt: { tokens: number; amountChf: number; packageName: string; balance: number };
  reminder: { tokens: number; deadline: string };
  /** `link` carries the reset token: removed from the row once the mail is sent. */
  password_reset: { link?: string };
  /** An order's lines for one lounge were brought there; `items` is what (absent in rows queued before it existed). */
  order_delivered: { orderId: string; lounge: Lounge; day: Day; items?: ({ name: string; quantity: number; mixDrinks: string[] } & Translated)[] } & Dated;
  /** A change to the account's security, told to its owner (docs/decisions/038); `name` names the passkey or role. */
  security_change: { change: SecurityChange; name?: string };
  /** A sold-out product the guest waited for is back for that day (docs/decisions/046-stock-waits.md). */
  stock_back: { product: string; /** Its name in German or French, where translated (docs/decisions/045). */ translatedProduct?: Partial<Record<'de' | 'fr', string>>; day: LoungeDay } & Dated;
  /**
   * A payout window opened (docs/decisions/040-payouts.md): the guest's tokens then, how many of them can be paid
   * back, the last day (YYYY-MM-DD) and the cause donations go to (null: none).
   */
  payout_window: { edition: string; tokens: number; payable: number; lastDay: string; cause: string | null };
};

export const SECURITY_CHANGES = [
  'password_changed',
  'totp_added',
  'totp_removed',
  'passkey_added',
  'passkey_removed',
  'recovery_code_used',
  'recovery_codes_renewed',
  'factors_removed_by_admin',
  'role_changed',
] as const;
export type SecurityChange = (typeof SECURITY_CHANGES)[number];

export type QueuedMailKind = MailKind;
export type MailOf<K extends MailKind> = { kind: K; payload: MailPayloads[K] };
export type AnyMail = { [K in MailKind]: MailOf<K> }[MailKind];

/** Payload keys that are secret: cleared once the mail has left. */
export const SECRET_PAYLOAD_KEYS: Partial<Record<MailKind, string[]>> = { password_reset: ['link'] };

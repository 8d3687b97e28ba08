import { strToU8, zipSync } from 'fflate';
import { BOM, toCsv, type CsvValue } from '#server/http/csv.ts';
import type { PersonalData } from './export.repo.ts';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
const csv = (header: string[], rows: CsvValue[][]) => strToU8(BOM + toCsv([header, ...rows]));

const README = `Your data from Lounge Pre-Order

my-data.json holds everything in one file, for a program to read.
The CSV files hold the same, one table each, for a spreadsheet:

profile.csv          your account
lounges.csv          the lounges you joined with a booking number
orders.csv           your orders
order-lines.csv      what each order held and when it was delivered
token-statement.csv  every movement of your tokens, with the balance after it
payments.csv         your token purchases
payouts.csv          what you chose for leftover tokens (keep, payout, donation) and each refund of a payout
mails.csv            the e-mails the shop sent you (kind, subject, when)
security-events.csv  sign-ins and other security events of your account

Times are UTC (ISO 8601). Passwords, second factors and session keys are not included.
`;

/**
 * The zip of "Download my data" (docs/decisions/048): the JSON of everything, and one readable CSV per table
 * (with a byte order mark for Excel, formula-safe fields as every CSV of the shop).
 */
export function buildExportArchive(data: PersonalData, madeAt: Date): Buffer {
  const { profile } = data;
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README),
    'my-data.json': strToU8(JSON.stringify({ exportedAt: madeAt.toISOString(), ...data }, null, 2)),
    'profile.csv': csv(
      ['id', 'email', 'role', 'status', 'language', 'booking_number', 'token_balance', 'reminders_off', 'created_at'],
      [[profile.id, profile.email, profile.role, profile.status, profile.language, profile.bookingNumber, profile.tokenBalance, profile.remindersOptOut ? 'yes' : 'no', profile.createdAt]],
    ),
    'lounges.csv': csv(
      ['lounge_id', 'edition_id', 'day', 'category', 'table', 'booking_number', 'minimum_consumption_tokens', 'joined_at'],
      data.lounges.map((l) => [l.loungeId, l.editionId, l.day, l.category, l.tableNumber, l.bookingNumber, l.minimumConsumptionTokens, l.joinedAt]),
    ),
    'orders.csv': csv(
      ['order_id', 'edition_id', 'created_at', 'status', 'total_tokens', 'manual', 'free'],
      data.orders.map((o) => [o.id, o.editionId, o.createdAt, o.status, o.totalTokens, o.isManual ? 'yes' : 'no', o.isFree ? 'yes' : 'no']),
    ),
    'order-lines.csv': csv(
      ['order_id', 'product', 'quantity', 'token_price', 'day', 'lounge_id', 'delivered_at'],
      data.orders.flatMap((o) => o.lines.map((l) => [o.id, l.product, l.quantity, l.tokenPrice, l.day, l.loungeId, l.deliveredAt])),
    ),
    'token-statement.csv': csv(
      ['created_at', 'kind', 'tokens', 'balance_after', 'order_id', 'payment_id', 'lounge_id', 'note'],
      data.tokenStatement.map((r) => [r.createdAt, r.kind, r.delta, r.balanceAfter, r.orderId, r.paymentId, r.loungeId, r.note]),
    ),
    'payments.csv': csv(
      ['payment_id', 'created_at', 'paid_at', 'package', 'tokens', 'amount', 'currency', 'provider', 'status'],
      data.payments.map((p) => [p.id, p.createdAt, p.paidAt, p.packageId, p.tokens, (p.amountCents / 100).toFixed(2), p.currency.toUpperCase(), p.provider, p.status]),
    ),
    'payouts.csv': csv(
      ['chosen_at', 'choice', 'tokens', 'fee_tokens', 'refund_payment_id', 'refund_tokens', 'refund_amount', 'currency', 'refund_status', 'refunded_at'],
      data.payouts.flatMap((p) => {
        const chosen = [p.createdAt, p.choice, p.tokens, p.feeTokens];
        if (p.refunds.length === 0) return [[...chosen, null, null, null, null, null, null]];
        return p.refunds.map((r) => [...chosen, r.paymentId, r.tokens, (r.amountCents / 100).toFixed(2), r.currency.toUpperCase(), r.status, r.refundedAt]);
      }),
    ),
    'mails.csv': csv(
      ['created_at', 'sent_at', 'kind', 'subject', 'status'],
      data.mails.map((m) => [m.createdAt, m.sentAt, m.kind, m.subject, m.status]),
    ),
    'security-events.csv': csv(
      ['created_at', 'kind', 'ip_address', 'detail'],
      data.securityEvents.map((e) => [e.createdAt, e.kind, e.ipAddress, json(e.detail)]),
    ),
  };
  return Buffer.from(zipSync(files, { level: 6, mtime: madeAt }));
}

import { loungeLabel, type Language, type LoungeDay } from '#shared/constants.ts';
import { TRANSLATED_LANGUAGES, translated, type TextTranslations } from '#shared/schemas/catalogue-translations.ts';
import type { EditionDays } from '#shared/edition-days.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import type { Order } from '#shared/schemas/orders.ts';
import type { Queryable } from '#server/db/client.ts';
import type { MailPayloads } from '#server/mail/templates/mail-payloads.ts';
import { enqueueMail } from './mail.service.ts';

// The guest mails, each queued in the transaction of the change it reports (decision 022). Each has a dedupe
// key naming that change, so a transaction run again after a conflict, or a repeated event, queues it once.

type Guest = { id: string; email: string };
// Language-neutral: the worker names the day, or "no lounge", in the recipient's language, with the day's date in
// the lounge's edition (docs/decisions/031).
const dayOf = (lounge: Pick<MyLounge, 'day'> | null) => lounge?.day ?? null;
const dateOf = (lounge: Pick<MyLounge, 'day'> | null, days: EditionDays) => (lounge?.day ? days[lounge.day] : null);
const where = (lounge: Omit<MyLounge, 'id'> | null) => (lounge ? loungeLabel(lounge) : null);

const mixDrinkText = (m: { name: string; quantity: number }) => (m.quantity > 1 ? `${m.quantity} × ${m.name}` : m.name);

export const queueWelcomeMail = (
  tx: Queryable,
  guest: Guest,
  lounges: Omit<MyLounge, 'id'>[],
  days: EditionDays,
  tokensReceived: number,
  balance: number,
) =>
  enqueueMail(tx, {
    kind: 'welcome',
    to: guest.email,
    profileId: guest.id,
    dedupeKey: `welcome:${guest.id}`,
    payload: { lounges: lounges.map((l) => ({ label: loungeLabel(l), day: dayOf(l), date: dateOf(l, days) })), tokensReceived, balance },
  });

/** An order in English and in each translated language (the catalogue's names: docs/decisions/045). */
type OrderInLanguages = Record<Language, Order>;

/**
 * The lines' names in each translated language where they differ from the English, so the payload stays one for
 * every language and the worker picks the guest's language when it writes the mail.
 */
function translatedNames(orders: OrderInLanguages, index: number) {
  const english = orders.en.items[index]!;
  const entries = TRANSLATED_LANGUAGES.flatMap((language) => {
    const item = orders[language].items[index]!;
    const same = item.productName === english.productName && item.mixDrinks.every((m, i) => m.name === english.mixDrinks[i]?.name);
    return same ? [] : [[language, { name: item.productName, mixDrinks: item.mixDrinks.map(mixDrinkText) }] as const];
  });
  return entries.length ? { translated: Object.fromEntries(entries) } : {};
}

const orderLines = (orders: OrderInLanguages, days: EditionDays) =>
  orders.en.items.map((item, index) => ({
    name: item.productName,
    quantity: item.quantity,
    tokenPrice: item.tokenPrice,
    mixDrinks: item.mixDrinks.map(mixDrinkText),
    ...translatedNames(orders, index),
    lounge: where(item.lounge),
    day: dayOf(item.lounge),
    date: dateOf(item.lounge, days),
  }));

export const queueOrderPlacedMail = (tx: Queryable, guest: Guest, orders: OrderInLanguages, days: EditionDays, balance: number) =>
  enqueueMail(tx, {
    kind: 'order_placed',
    to: guest.email,
    profileId: guest.id,
    dedupeKey: `order_placed:${orders.en.id}`,
    payload: { orderId: orders.en.id, items: orderLines(orders, days), totalTokens: orders.en.totalTokens, balance },
  });

/**
 * A guest's change of their pending order (docs/decisions/044): its lines as they now are and the difference (< 0:
 * charged). `changeId` names the change (its ledger row, or its time when no tokens moved), so each change queues one.
 */
export const queueOrderChangedMail = (tx: Queryable, guest: Guest, orders: OrderInLanguages, delta: number, balance: number, changeId: string) =>
  enqueueMail(tx, {
    kind: 'order_changed',
    to: guest.email,
    profileId: guest.id,
    dedupeKey: `order_changed:${orders.en.id}:${changeId}`,
    payload: { orderId: orders.en.id, items: orderLines(orders, orders.en.edition.days), totalTokens: orders.en.totalTokens, delta, balance },
  });

/** A cancelled order: refundedTokens 0 means its tokens were kept. */
export const queueOrderCancelledMail = (tx: Queryable, guest: Guest, orderId: string, refundedTokens: number, balance: number) =>
  enqueueMail(tx, {
    kind: 'order_cancelled',
    to: guest.email,
    profileId: guest.id,
    dedupeKey: `order_cancelled:${orderId}`,
    payload: { orderId, refundedTokens, balance },
  });

export const queueTokenReceiptMail = (
  tx: Queryable,
  guest: Guest,
  payment: { id: string; tokens: number; amountCents: number; packageId: string },
  balance: number,
) =>
  enqueueMail(tx, {
    kind: 'token_receipt',
    to: guest.email,
    profileId: guest.id,
    dedupeKey: `token_receipt:${payment.id}`,
    payload: { tokens: payment.tokens, amountChf: payment.amountCents / 100, packageName: payment.packageId, balance },
  });

/** A name with the catalogue's translations of it (docs/decisions/045). */
type Named = { name: string; translations?: TextTranslations<'name'> | null };
type DeliveredLine = Named & { quantity: number; mixDrinks: (Named & { quantity: number })[] };

/** A delivered line's names in each translated language where they differ from the English (as `translatedNames`). */
function deliveredNames(line: DeliveredLine) {
  const entries = TRANSLATED_LANGUAGES.flatMap((language) => {
    const name = translated(line.name, line.translations, language, 'name');
    const mixes = line.mixDrinks.map((m) => ({ name: translated(m.name, m.translations, language, 'name'), quantity: m.quantity }));
    const same = name === line.name && mixes.every((m, i) => m.name === line.mixDrinks[i]?.name);
    return same ? [] : [[language, { name, mixDrinks: mixes.map(mixDrinkText) }] as const];
  });
  return entries.length ? { translated: Object.fromEntries(entries) } : {};
}

/**
 * Queued by the delivery run in the transaction that marks an order's lines for one lounge delivered
 * (delivery.service.ts): one mail per order and lounge, naming the lounge, its day and what was brought.
 */
export const queueOrderDeliveredMail = (
  tx: Queryable,
  guest: Guest,
  delivery: { id: string; loungeId: string; lounge: Omit<MyLounge, 'id'>; lines: DeliveredLine[] },
  days: EditionDays,
) =>
  enqueueMail(tx, {
    kind: 'order_delivered',
    to: guest.email,
    profileId: guest.id,
    dedupeKey: `order_delivered:${delivery.id}:${delivery.loungeId}`,
    payload: {
      orderId: delivery.id,
      lounge: where(delivery.lounge),
      day: dayOf(delivery.lounge),
      date: dateOf(delivery.lounge, days),
      items: delivery.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        mixDrinks: line.mixDrinks.map(mixDrinkText),
        ...deliveredNames(line),
      })),
    },
  });

/**
 * A sold-out product a guest waited for is back for that day (docs/decisions/046-stock-waits.md): one mail per wait,
 * queued in the transaction that freed the units and marked the wait told.
 */
export const queueStockBackMail = (
  tx: Queryable,
  guest: Guest,
  wait: { id: string; product: string; productTranslations?: TextTranslations<'name'> | null; day: LoungeDay; date: string },
) => {
  const names = TRANSLATED_LANGUAGES.flatMap((language) => {
    const name = translated(wait.product, wait.productTranslations, language, 'name');
    return name === wait.product ? [] : [[language, name] as const];
  });
  return enqueueMail(tx, {
    kind: 'stock_back',
    to: guest.email,
    profileId: guest.id,
    dedupeKey: `stock_back:${wait.id}`,
    payload: { product: wait.product, ...(names.length ? { translatedProduct: Object.fromEntries(names) } : {}), day: wait.day, date: wait.date },
  });
};

/**
 * A payout window opened (docs/decisions/040-payouts.md): one mail per guest who holds tokens a payout could pay back,
 * queued in the transaction that opened the window; the key keeps it to one per guest and window.
 */
export const queuePayoutWindowMail = (tx: Queryable, guest: Guest, windowId: string, payload: MailPayloads['payout_window']) =>
  enqueueMail(tx, { kind: 'payout_window', to: guest.email, profileId: guest.id, dedupeKey: `payout_window:${windowId}:${guest.id}`, payload });

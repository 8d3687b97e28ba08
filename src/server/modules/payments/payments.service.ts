import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import { msg } from '#shared/messages.ts';
import { methodsForPayment, SHOP_CURRENCY } from '#shared/payment-methods.ts';
import type { DemoPayment } from '#shared/schemas/payments.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '#server/http/errors.ts';
import { preordersOpen } from '#server/modules/editions/index.ts';
import { getShopSettings, type ShopSettings } from '#server/modules/settings/index.ts';
import type { PaymentProvider, VerifiedCheckoutEvent } from '#server/payments/provider.ts';
import { fulfilPayment } from './fulfilment.ts';
import { findPayment, findUserPayment, insertPayment, lockPayment, markCanceled, setProviderSession } from './payments.repo.ts';

export type PaymentDeps = { db: Db; provider: PaymentProvider; publicUrl: string; log: FastifyBaseLogger };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Built here, never taken from the client, so a payment can only ever return to our own /tokens page. */
export const returnUrls = (publicUrl: string) => ({
  success: `${publicUrl}/tokens?success=true`,
  cancel: `${publicUrl}/tokens?canceled=true`,
});

/**
 * Tokens are sold only while they can be spent (docs/product.md#token-purchases): while the current edition takes
 * pre-orders, by the checkout's own rule. No lock is needed: a payment opened a moment before the close is honoured
 * anyway, like every payment opened before it.
 */
function requireTokenSales(edition: ShopSettings['edition'], now: Date) {
  if (preordersOpen(edition, now)) return;
  throw conflict(localized('tokenSalesClosed', { email: edition.contactEmail }), ERROR_CODES.tokenSalesClosed, {
    contactEmail: edition.contactEmail,
  });
}

/** Opens a payment for one package of the shop settings and returns the provider's page to send the guest to. */
export async function startCheckout(deps: PaymentDeps, userId: string, packageId: string, now = new Date()): Promise<{ url: string }> {
  const { db, provider, log } = deps;
  const settings = await getShopSettings(db);
  requireTokenSales(settings.edition, now);
  const pkg = settings.tokenPackages.find((p) => p.id === packageId);
  if (!pkg) throw badRequest(msg.unknownTokenPackage, ERROR_CODES.unknownPackage, { field: 'packageId' });
  const amountCents = Math.round(pkg.priceChf * 100);
  // The settings are checked on save to leave every package a method (admin-settings.service.ts).
  const paymentMethods = methodsForPayment(settings.paymentMethods, { currency: SHOP_CURRENCY, amountCents });

  const payment = await insertPayment(db, {
    userId,
    // The edition whose shop sold it, for its reports (docs/decisions/031); the tokens belong to no edition.
    editionId: settings.edition.id,
    packageId: pkg.id,
    tokens: pkg.tokens,
    amountCents,
    currency: SHOP_CURRENCY,
    provider: provider.name,
  });
  const urls = returnUrls(deps.publicUrl);
  let session;
  try {
    session = await provider.createCheckout({
      paymentId: payment.id,
      userId,
      tokens: payment.tokens,
      amountCents: payment.amountCents,
      currency: SHOP_CURRENCY,
      paymentMethods,
      productName: `${payment.tokens} Lounge Tokens`,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
    });
  } catch (error) {
    log.error({ err: error, paymentId: payment.id }, 'payment provider refused to create a checkout session');
    await markCanceled(db, payment.id);
    throw new AppError(502, ERROR_CODES.paymentProviderError, msg.paymentSessionFailed);
  }
  await setProviderSession(db, payment.id, session.sessionId);
  return { url: session.url };
}

/**
 * A verified provider event: credits the payment it names when the money is in. Events that do not
 * match a payment of ours are logged and acknowledged, because the provider would retry them forever.
 */
export async function handleProviderEvent(db: Db, log: FastifyBaseLogger, event: VerifiedCheckoutEvent) {
  const context = { eventId: event.eventId, type: event.type, sessionId: event.sessionId };
  if (!event.paid) {
    log.info(context, 'checkout session not paid yet; waiting for async_payment_succeeded');
    return;
  }
  const payment = event.paymentId && UUID.test(event.paymentId) ? await findPayment(db, event.paymentId) : undefined;
  if (!payment || payment.providerSessionId !== event.sessionId) {
    log.warn(context, 'checkout session does not belong to a payment of this shop; ignored');
    return;
  }
  if (event.amountTotal !== payment.amountCents || event.currency !== payment.currency) {
    log.error({ ...context, amountTotal: event.amountTotal, currency: event.currency }, 'paid amount differs from the payment; not credited');
    return;
  }
  const result = await fulfilPayment(db, { eventId: event.eventId, type: event.type, paymentId: payment.id });
  log.info({ ...context, paymentId: payment.id, result }, 'payment event processed');
}

async function ownDemoPayment(db: Db, userId: string, paymentId: string) {
  const payment = UUID.test(paymentId) ? await findUserPayment(db, userId, paymentId) : undefined;
  if (!payment || payment.provider !== 'demo') throw notFound();
  return payment;
}

export async function getDemoPayment(db: Db, userId: string, paymentId: string): Promise<DemoPayment> {
  const payment = await ownDemoPayment(db, userId, paymentId);
  const { paymentMethods } = await getShopSettings(db);
  return {
    id: payment.id,
    packageId: payment.packageId,
    tokens: payment.tokens,
    priceChf: payment.amountCents / 100,
    status: payment.status,
    paymentMethods: methodsForPayment(paymentMethods, payment),
  };
}

/** The demo provider's "payment received": the same fulfilment as a Stripe webhook. Repeating it is harmless. */
export async function completeDemoPayment(db: Db, publicUrl: string, userId: string, paymentId: string) {
  const payment = await ownDemoPayment(db, userId, paymentId);
  if (payment.status === 'canceled') throw conflict(msg.paymentNotOpen, ERROR_CODES.paymentNotOpen);
  await fulfilPayment(db, { eventId: `demo_${payment.id}`, type: 'demo.payment.completed', paymentId: payment.id });
  return { url: returnUrls(publicUrl).success };
}

export async function cancelDemoPayment(db: Db, publicUrl: string, userId: string, paymentId: string) {
  const payment = await ownDemoPayment(db, userId, paymentId);
  await inTransaction(db, async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (locked?.status === 'paid') throw conflict(msg.paymentNotOpen, ERROR_CODES.paymentNotOpen);
    await markCanceled(tx, payment.id);
  });
  return { url: returnUrls(publicUrl).cancel };
}

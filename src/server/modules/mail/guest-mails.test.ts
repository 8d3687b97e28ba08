import { randomUUID } from 'node:crypto';
import type { Language } from '#shared/constants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectResponse } from '#shared/schemas/payments.ts';
import { checkoutResponse } from '#shared/schemas/orders.ts';
import { smtpMailer } from '#server/mail/mailer.ts';
import { ApiClient, readJson } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { insertBottle, insertMixDrink, insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { startSmtpTestServer, type ReceivedMail } from '#server/testing/smtp-test-server.ts';
import { TEST_ORIGIN } from '#server/testing/test-app.ts';
import { createMailQueue, type MailQueue } from './mail-queue.service.ts';

// Each guest mail, queued by the real routes and sent by the worker through a real SMTP conversation.
const t = useTestApp();
const admin = useSignedInAdmin(t);
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let queue: MailQueue;
beforeAll(async () => {
  await openShop(t.database.db);
  smtp = await startSmtpTestServer();
  const options = { pollMs: 0, leaseMs: 60_000, maxAttempts: 3, retryBaseMs: 10, shopUrl: TEST_ORIGIN };
  queue = createMailQueue(t.database.db, smtpMailer(smtp.url, 'Shop <shop@example.com>'), options, { error: () => {}, warn: () => {} });
});
afterAll(() => smtp.close());

/** Sends whatever is queued and answers the mails that reached `to`. */
async function mailsTo(to: string): Promise<ReceivedMail[]> {
  while ((await queue.runOnce()) > 0);
  return smtp.received.filter((m) => m.to === to);
}
const both = (mail: ReceivedMail) => [mail.text, mail.html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'")];

async function order(
  tokens: number,
  lines: (s: { bottle: string; beer: string; mixes: string[]; lounge: string }) => unknown[],
  language?: Language,
) {
  const guest = await registeredGuest(t, { tokens, day: 'Saturday', language });
  const bottle = await insertBottle(t.database.db, { name: `Gin ${randomUUID().slice(0, 4)}`, tokenPrice: 120, maxMixChoices: 2 });
  const beer = await insertProduct(t.database.db, { name: 'Lager', categoryType: 'beer', tokenPrice: 18 });
  const mixes = [await insertMixDrink(t.database.db, { name: 'Tonic' }), await insertMixDrink(t.database.db, { name: 'Ginger Ale' })];
  const res = await guest.client.post('/api/checkout', {
    items: lines({ bottle: bottle.id, beer: beer.id, mixes: mixes.map((m) => m.id), lounge: guest.lounge.id }),
    idempotencyKey: randomUUID(),
  });
  return { guest, bottle, res };
}

describe('guest mails', () => {
  it('welcomes a registered guest with the lounge and the tokens received', async () => {
    const guest = await registeredGuest(t, { tokens: 300, day: 'Thursday' });
    const [mail, ...more] = await mailsTo(guest.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Welcome to the Lounge Pre-Order');
    for (const part of both(mail!)) {
      expect(part).toContain(`${guest.lounge.category}`);
      expect(part).toContain(`${guest.lounge.tableNumber}, Thursday`);
      expect(part).toContain('You received 300 tokens.');
    }
  });

  it('confirms a placed order with its items, mix drinks, lounge and day, charge, balance and number', async () => {
    const { guest, bottle, res } = await order(500, (s) => [
      { productId: s.bottle, quantity: 2, loungeId: s.lounge, mixDrinkIds: s.mixes },
      { productId: s.beer, quantity: 3, loungeId: s.lounge },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const placed = readJson(res, checkoutResponse);
    const mails = await mailsTo(guest.email);
    const mail = mails.find((m) => m.subject.startsWith('Your order'))!;
    expect(mail.subject).toBe(`Your order #${placed.order.id.slice(0, 8)}`);
    for (const part of both(mail)) {
      expect(part).toContain(`2 × ${bottle.name}`);
      expect(part).toContain('with Ginger Ale, Tonic');
      expect(part).toContain('3 × Lager');
      expect(part).toContain(`${guest.lounge.tableNumber}, Saturday`);
      expect(part).toContain('Tokens charged: 294');
      expect(part).toContain('Balance left: 206 tokens');
    }
  });

  it('sends nothing for an order that was refused and rolled back', async () => {
    const { guest, res } = await order(100, (s) => [{ productId: s.beer, quantity: 10, loungeId: s.lounge }]);
    expect(res.statusCode).toBe(409);
    expect((await mailsTo(guest.email)).map((m) => m.subject)).toEqual(['Welcome to the Lounge Pre-Order']);
  });

  it('tells the guest whether a cancelled order was refunded', async () => {
    const first = await order(500, (s) => [{ productId: s.beer, quantity: 2, loungeId: s.lounge }]);
    const refundedId = readJson(first.res, checkoutResponse).order.id;
    expect((await admin.client.post(`/api/admin/orders/${refundedId}/refund`)).statusCode).toBe(200);
    const refunded = (await mailsTo(first.guest.email)).find((m) => m.subject.includes('cancelled'))!;
    expect(refunded.subject).toBe(`Order #${refundedId.slice(0, 8)} cancelled`);
    for (const part of both(refunded)) expect(part).toContain('36 tokens were refunded to your balance.');

    const second = await order(500, (s) => [{ productId: s.beer, quantity: 1, loungeId: s.lounge }]);
    const keptId = readJson(second.res, checkoutResponse).order.id;
    expect((await admin.client.post(`/api/admin/orders/${keptId}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    const kept = (await mailsTo(second.guest.email)).find((m) => m.subject.includes('cancelled'))!;
    for (const part of both(kept)) expect(part).toContain('No tokens were refunded');
  });

  it('sends one receipt per token purchase, however often the payment is completed', async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    await insertProfile(t.database.db, { email });
    const client = new ApiClient(t.app);
    expect((await client.post('/api/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    const { url } = readJson(await client.post('/api/payments/checkout-session', { packageId: 'tokens-25' }), redirectResponse);
    const paymentId = url.split('/').at(-1)!;
    expect((await client.post(`/api/payments/demo/${paymentId}/complete`)).statusCode).toBe(200);
    expect((await client.post(`/api/payments/demo/${paymentId}/complete`)).statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your token purchase receipt');
    for (const part of both(mail!)) {
      expect(part).toContain('Tokens: 25');
      expect(part).toContain('Amount paid: 275 CHF');
      expect(part).toContain('Package: tokens-25');
    }
  });

  it('mails the password reset link in both parts and keeps no link once sent', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
    await insertProfile(t.database.db, { email });
    // The app's own queue takes the reset at once (in memory); ours sends a second one over SMTP.
    expect((await new ApiClient(t.app).post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const appMail = t.mailer.sent.at(-1)!;
    expect(appMail.html).toContain(`href="${TEST_ORIGIN}/reset-password?token=`);
    expect(appMail.text).toMatch(new RegExp(`${TEST_ORIGIN}/reset-password\\?token=\\S+`));
    expect(await mailsTo(email)).toEqual([]);
  });
});

// Each mail in the recipient's language, chosen when it is sent (decision 025).
describe('guest mails in the guest’s language', () => {
  it('writes a German guest’s order confirmation in German, both parts', async () => {
    const { guest, bottle, res } = await order(
      1500,
      (s) => [
        { productId: s.bottle, quantity: 2, loungeId: s.lounge, mixDrinkIds: s.mixes },
        { productId: s.beer, quantity: 3, loungeId: s.lounge },
      ],
      'de',
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = readJson(res, checkoutResponse);
    const mail = (await mailsTo(guest.email)).find((m) => m.subject.startsWith('Ihre Bestellung'))!;
    expect(mail.subject).toBe(`Ihre Bestellung #${placed.order.id.slice(0, 8)}`);
    expect(mail.html).toMatch(/<html [^>]*lang="de"/);
    for (const part of both(mail)) {
      expect(part).toContain(`Bestellung #${placed.order.id.slice(0, 8)} aufgegeben`);
      expect(part).toContain(`2 × ${bottle.name}`);
      expect(part).toContain('mit Ginger Ale und Tonic');
      expect(part).toContain(`${guest.lounge.tableNumber}, Samstag`);
      expect(part).toContain('Belastete Token: 294');
      // de-CH groups thousands with an apostrophe.
      expect(part).toContain("Verbleibendes Guthaben: 1'206 Token");
      expect(part).not.toMatch(/Saturday|Balance|tokens/);
    }
  });

  it('writes a French guest’s password reset in French, both parts', async () => {
    const email = `reset-fr-${randomUUID().slice(0, 8)}@example.com`;
    await insertProfile(t.database.db, { email, language: 'fr' });
    expect((await new ApiClient(t.app).post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mail = t.mailer.sent.find((m) => m.to === email)!;
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Lounge Pre-Order');
    const html = mail.html ?? '';
    expect(html).toMatch(/<html [^>]*lang="fr"/);
    for (const part of [mail.text, html.replace(/<[^>]+>/g, ' ')]) {
      expect(part).toContain('Réinitialiser votre mot de passe');
      expect(part).toContain('Ouvrez ce lien dans l’heure qui suit pour choisir un nouveau mot de passe');
      expect(part).toContain('votre mot de passe reste inchangé');
      expect(part).toContain(`${TEST_ORIGIN}/reset-password?token=`);
      expect(part).not.toMatch(/Reset your|this link|new password/);
    }
  });

  it('follows a change of language made while the mail waited to be sent', async () => {
    const guest = await registeredGuest(t, { tokens: 120, day: 'Thursday', language: 'de' });
    expect((await guest.client.patch('/api/auth/profile', { language: 'fr' })).statusCode).toBe(204);
    const [mail] = await mailsTo(guest.email);
    expect(mail!.subject).toBe('Bienvenue sur Lounge Pre-Order');
    for (const part of both(mail!)) {
      expect(part).toContain(`${guest.lounge.tableNumber}, jeudi`);
      expect(part).toContain('Vous avez reçu 120 jetons.');
    }
  });
});

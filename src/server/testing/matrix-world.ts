import { randomUUID } from 'node:crypto';
import { eq, gte } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_TOKEN_PACKAGES } from '#shared/constants.ts';
import { dataExports, editions, lounges, mails, payoutWindows, orderItems, orders, passwordResetTokens, productPhotos, products, productStock, reminderSchedules, sessions, shopSettings, totpFactors, userLoungeAssignments, webauthnCredentials } from '#server/db/schema/index.ts';
import { sessionCookieName } from '#server/auth/cookie.ts';
import { createSession } from '#server/auth/sessions.repo.ts';
import { hashToken, newSecretToken } from '#server/auth/tokens.ts';
import { insertPayment } from '#server/modules/payments/payments.repo.ts';
import { sessionIdOf } from '#server/modules/auth/account-sessions.presenter.ts';
import { checkout } from '#server/modules/orders/checkout/checkout.orchestration.ts';
import { newTotpSecret } from '#server/modules/second-factor/totp.ts';
import { totpCode } from './second-factor-fixtures.ts';
import { SoftwarePasskey } from './software-passkey.ts';
import { currentEditionId, insertClaimedLounge, insertEdition, insertLounge, insertProfile } from './fixtures.ts';
import { insertMixDrink, insertProduct } from './shop-fixtures.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

export type PersonKind = 'guest' | 'applicant' | 'staff' | 'admin' | 'inactiveAdmin' | 'inactiveStaff';
export type Person = { id: string; email: string; kind: PersonKind; cookie: string };
type Lounge = typeof lounges.$inferSelect;

/** What a route row asks for: path parameters, query and body; the URL comes from the route table. */
export type Call = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Sent as the body instead of JSON, with its type (a product photo). */
  file?: { bytes: Buffer; type: string };
  /** for wildcard routes */
  path?: string;
};
export type CallContext = { actor: Person | null; owner: Person; /** owner is another guest than the actor */ foreign: boolean };
export type CallBuilder = (w: World, c: CallContext) => Promise<Call> | Call;

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * People and their data for the authorization matrix. Every person is made directly in the database
 * with a session of its own (no argon2 per call), and every resource is fresh, because the call
 * that succeeds usually changes or consumes it.
 */
export class World {
  private readonly lounges = new Map<string, Lounge>();

  constructor(readonly t: TestApp) {}

  get db() {
    return this.t.database.db;
  }

  /** Shop open for a month with the default packages (a fuzzed settings update may have changed both). */
  async openShop() {
    const preorderDeadline = new Date(Date.now() + 30 * 24 * 3_600_000);
    await this.db.update(shopSettings).set({ tokenPackages: DEFAULT_TOKEN_PACKAGES }).where(eq(shopSettings.id, 1));
    await this.db.update(editions).set({ preorderDeadline }).where(eq(editions.isCurrent, true));
  }

  async person(kind: PersonKind): Promise<Person> {
    const email = `${unique(kind.toLowerCase())}@example.com`;
    const profile = await insertProfile(this.db, {
      email,
      role: kind === 'admin' || kind === 'inactiveAdmin' ? 'admin' : kind === 'staff' || kind === 'inactiveStaff' ? 'staff' : 'user',
      status: kind === 'applicant' || kind === 'inactiveAdmin' || kind === 'inactiveStaff' ? 'inactive' : 'active',
    });
    const token = await createSession(this.db, profile.id);
    return { id: profile.id, email, kind, cookie: `${sessionCookieName(this.t.config)}=${token}` };
  }

  /** The person's own lounge (with its booking number), granted once exactly as a registration does. */
  async loungeOf(owner: Person, tokens = 500): Promise<Lounge> {
    const known = this.lounges.get(owner.id);
    if (known) return known;
    const lounge = await insertClaimedLounge(this.db, owner.id, { bookingNumber: unique('BK'), tableNumber: unique('T'), minimumConsumptionTokens: tokens });
    const claimed = { ...lounge, isOccupied: true, tokensTransferred: true };
    this.lounges.set(owner.id, claimed);
    return claimed;
  }

  /** A booking number nobody has claimed yet. */
  /** A next edition being prepared, open for pre-orders a month from now once opened. */
  async preparingEdition() {
    return insertEdition(this.db, { name: unique('Festival') });
  }

  /** A past edition, closed: what a payout window is opened on (docs/decisions/040-payouts.md). */
  async closedEdition() {
    const edition = await this.preparingEdition();
    await this.db.update(editions).set({ state: 'closed' }).where(eq(editions.id, edition.id));
    return edition;
  }

  /** A payout window open until far ahead, on a closed edition of its own (made once). */
  async payoutWindow() {
    const [open] = await this.db.select().from(payoutWindows).where(gte(payoutWindows.lastDay, '2099-01-01'));
    if (open) return open;
    const [made] = await this.db.insert(payoutWindows).values({ editionId: (await this.closedEdition()).id, lastDay: '2099-12-31', minimumTokens: 1 }).returning();
    return made!;
  }

  async freeBooking() {
    const bookingNumber = unique('FREE');
    await insertLounge(this.db, { bookingNumber, tableNumber: unique('T'), minimumConsumptionTokens: 40 });
    return bookingNumber;
  }

  lounge = (values: { isOccupied?: boolean } = {}) => insertLounge(this.db, { tableNumber: unique('T'), ...values });
  product = () => insertProduct(this.db, { tokenPrice: 10 });
  mixDrink = () => insertMixDrink(this.db);

  /** A product with an uploaded photo, written as the upload would leave it (the bytes stand in for WebP). */
  async photo() {
    const product = await this.product();
    const hash = unique('photo');
    await this.db.insert(productPhotos).values({ productId: product.id, hash, small: Buffer.from('small'), large: Buffer.from('large') });
    await this.db.update(products).set({ photoHash: hash }).where(eq(products.id, product.id));
    return { productId: product.id, hash };
  }
  user = () => this.person('guest');
  applicant = () => this.person('applicant');

  async assignment() {
    const [lounge, user] = [await this.lounge({ isOccupied: true }), await this.user()];
    await this.db.insert(userLoungeAssignments).values({ loungeId: lounge.id, userId: user.id });
    return { lounge, user };
  }

  /** A product sold out on the day of the person's own lounge, for "Notify me" (docs/decisions/046-stock-waits.md). */
  async soldOutOnDayOf(person: Person) {
    const [lounge, product] = [await this.loungeOf(person), await this.product()];
    const day = lounge.day ?? 'Friday';
    await this.db.insert(productStock).values({ editionId: await currentEditionId(this.db), productId: product.id, day, quantity: 0 });
    return { productId: product.id, day };
  }

  async checkoutBody(owner: Person) {
    const [lounge, product] = [await this.loungeOf(owner), await this.product()];
    return { items: [{ productId: product.id, quantity: 1, loungeId: lounge.id }], idempotencyKey: randomUUID() };
  }

  /** A pending order of the owner, placed through the real checkout. */
  async order(owner: Person) {
    const { order } = await checkout(this.db, owner.id, await this.checkoutBody(owner));
    return order;
  }

  /** A completed order of a fresh guest, for the delivery run; delivered by `by` just now if given. */
  async completedOrder(by?: Person) {
    const order = await this.order(await this.user());
    await this.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id));
    if (by) await this.db.update(orderItems).set({ deliveredAt: new Date(), deliveredBy: by.id }).where(eq(orderItems.orderId, order.id));
    const loungeId = order.items[0]!.loungeId!;
    return { id: order.id, loungeId };
  }

  async demoPayment(owner: Person) {
    return insertPayment(this.db, { userId: owner.id, editionId: await currentEditionId(this.db), packageId: 'p50', tokens: 50, amountCents: 50_000, provider: 'demo' });
  }

  /** A prepared "Download my data" export of `owner` and its one-time token (docs/decisions/048). */
  async dataExport(owner: Person) {
    const token = newSecretToken();
    const [row] = await this.db
      .insert(dataExports)
      .values({ profileId: owner.id, tokenHash: hashToken(token), status: 'ready', archive: Buffer.from('zip'), expiresAt: new Date(Date.now() + 3_600_000) })
      .returning({ id: dataExports.id });
    return { id: row!.id, token };
  }

  /** A mail that failed for good, for the admin's retry. */
  async failedMail() {
    const [row] = await this.db
      .insert(mails)
      .values({ kind: 'reminder', recipient: `${unique('mail')}@example.com`, payload: { tokens: 1, deadline: new Date().toISOString() }, subject: 'Reminder', status: 'failed', attempts: 8 })
      .returning({ id: mails.id });
    return row!.id;
  }

  /** A reminder scheduled for tomorrow, not yet run. */
  async reminderSchedule() {
    const [row] = await this.db
      .insert(reminderSchedules)
      .values({ editionId: await currentEditionId(this.db), runAt: new Date(Date.now() + 24 * 3_600_000) })
      .returning({ id: reminderSchedules.id });
    return row!.id;
  }

  /** Another session of the owner (a second device), by its id in "Your sessions". */
  async otherSessionOf(owner: Person) {
    return sessionIdOf(hashToken(await createSession(this.db, owner.id)));
  }

  /** A code that confirms an authenticator app the owner has just started setting up. */
  async totpSetupCode(owner: Person) {
    const secret = newTotpSecret();
    await this.db.insert(totpFactors).values({ userId: owner.id, secret }).onConflictDoUpdate({ target: totpFactors.userId, set: { secret, confirmedAt: null, lastStep: 0 } });
    return totpCode(secret);
  }

  /**
   * Gives the owner a confirmed authenticator app, proved just now by their sessions (so the step-up is fresh);
   * answers a code it accepts.
   */
  async authenticatorApp(owner: Person) {
    const secret = newTotpSecret();
    const confirmedAt = new Date();
    await this.db.insert(totpFactors).values({ userId: owner.id, secret, confirmedAt }).onConflictDoUpdate({ target: totpFactors.userId, set: { secret, confirmedAt, lastStep: 0 } });
    await this.provedNow(owner);
    return totpCode(secret);
  }

  /** A passkey of the owner's, added without ceremony and proved just now by their sessions; answers its id. */
  async passkey(owner: Person) {
    const id = unique('passkey');
    await this.db.insert(webauthnCredentials).values({ id, userId: owner.id, name: 'Key', publicKey: 'AA' });
    await this.provedNow(owner);
    return id;
  }

  private async provedNow(owner: Person) {
    await this.db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.userId, owner.id));
  }

  /** The body that adds a passkey, answering the challenge the owner's session was just given. */
  async passkeyRegistration(owner: Person) {
    const options = (await this.send('POST', '/api/auth/second-factor/passkeys/options', {}, owner)).json<{ challenge: string; rp: { id: string } }>();
    return { name: 'Key', response: new SoftwarePasskey(TEST_ORIGIN).register(options) };
  }

  async resetToken(owner: Person) {
    const token = newSecretToken();
    await this.db.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId: owner.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return token;
  }

  /** Sends the call the way the web app does (JSON, our Origin), as `actor` or signed out. */
  async send(
    method: string,
    routeUrl: string,
    call: Call,
    actor: Person | null,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const path = call.path ?? routeUrl.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = call.params?.[name];
      if (value === undefined) throw new Error(`${method} ${routeUrl}: the row gives no value for :${name}`);
      return encodeURIComponent(value);
    });
    const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
    const mutating = method !== 'GET';
    // The event stream never ends by itself: its answer is read as a stream, up to the first bytes.
    const eventStream = method === 'GET' && routeUrl === '/api/events';
    const response = await this.t.app.inject({
      method: method as 'GET',
      url: path + query,
      headers: {
        ...(mutating ? { 'content-type': call.file?.type ?? 'application/json', origin: TEST_ORIGIN } : {}),
        ...(actor ? { cookie: actor.cookie } : {}),
        ...headers,
      },
      payload: mutating ? (call.file?.bytes ?? JSON.stringify(call.body ?? {})) : undefined,
      payloadAsStream: eventStream,
    });
    return eventStream ? firstBytesOf(response) : response;
  }
}

/** An answer read as a stream, with its body set to what arrived first (all of it, for an answer that ends). */
async function firstBytesOf(response: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  const stream = response.stream();
  const first = await new Promise<string>((resolve) => {
    stream.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    stream.once('end', () => resolve(''));
  });
  stream.destroy();
  return Object.assign(response, { body: first, payload: first });
}

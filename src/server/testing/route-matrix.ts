import sharp from 'sharp';
import { GOOD_PASSWORD } from './fixtures.ts';
import { pushSubscriptionSample } from './push-test-service.ts';
import type { CallBuilder, CallContext, PersonKind } from './matrix-world.ts';

/**
 * Who may call what: the status each route answers to
 *   [signed out, application (inactive guest), guest, guest with another guest's resource, staff, admin]
 * followed by how to build a valid call (path parameters, query, body; fresh data for each call).
 * `owner` is the actor, except in the fourth column, where it is another guest: a guest must not
 * reach that guest's payments, lounges or orders.
 *
 * Every route in the server's route table needs a row (authorization-matrix.test.ts fails otherwise),
 * and the fuzzing and CSRF tests reuse the rows' calls. A new route is one line here.
 */
export type Row = readonly [out: number, applicant: number, guest: number, other: number, staff: number, admin: number, call?: CallBuilder];

const NOT_BACK_OFFICE = [401, 403, 403, 403] as const;
const PUBLIC = [200, 200, 200, 200, 200, 200] as const;
const SIGNED_IN = [401, 200, 200, 200, 200, 200] as const;

/** Admins only: staff are refused like guests. */
const admin = (status: number, call?: CallBuilder): Row => [...NOT_BACK_OFFICE, 403, status, call];
/** The festival day's routes (packing list, delivery run): staff and admins alike. */
const staff = (status: number, call?: CallBuilder): Row => [...NOT_BACK_OFFICE, status, status, call];
const id = (value: string) => ({ params: { id: value } });
/** The people whose own orders the matrix can place: active accounts. */
const ORDERING = new Set<PersonKind>(['guest', 'staff', 'admin']);
const orderInLounge = (order: { id: string; loungeId: string }) => ({ params: { loungeId: order.loungeId, orderId: order.id } });
const fresh = (c: CallContext) => !c.foreign;
const loungeBody = { tableNumber: '5', category: 'VIP', day: 'Friday', minimumConsumptionTokens: 10 };
const productBody = { name: 'Matrix product', tokenPrice: 5 };
const settingsBody = {
  preorderDeadline: '2030-01-01T00:00:00Z',
  contactEmail: 'bar@festival.example',
  tokenPackages: [{ id: 'tokens-50', tokens: 50, priceChf: 500, popular: true }],
};

/** A small PNG, as an admin's browser uploads a photo. */
const aPhoto = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).png().toBuffer();

const editionBody = () => ({
  name: `Festival ${crypto.randomUUID().slice(0, 8)}`,
  festivalStart: '2031-09-18',
  preorderDeadline: '2031-09-01T18:00:00Z',
  contactEmail: 'bar@festival.example',
});

export const ROUTE_MATRIX: Record<string, Row> = {
  'GET /api/docs/': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/index.html': [302, 302, 302, 302, 302, 302],
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/static/*': [...PUBLIC, () => ({ path: '/api/docs/static/swagger-ui.css' })],
  'GET /api/health': PUBLIC,
  // The metrics scrape (docs/operations.md#metrics): only METRICS_TOKEN as a bearer token opens it, never a session.
  // The matrix's app has the token set; without it the route answers 404 to everyone.
  'GET /metrics': [401, 401, 401, 401, 401, 401],
  'GET /api/settings/public': PUBLIC,
  'GET /api/products': PUBLIC,
  'GET /api/mix-drinks': PUBLIC,
  'GET /api/stock': PUBLIC,
  'GET /api/photos/:hash/:size': [...PUBLIC, async (w) => ({ params: { hash: (await w.photo()).hash, size: 'small.webp' } })],

  // Auth: the body, not the session, says whose account; another guest's booking number is taken.
  'GET /api/auth/session': PUBLIC,
  'POST /api/auth/login': [...PUBLIC, (_, { owner }) => ({ body: { email: owner.email, password: GOOD_PASSWORD } })],
  'POST /api/auth/register': [201, 201, 201, 400, 201, 201, async (w, c) => ({ body: { email: `new-${crypto.randomUUID()}@example.com`, password: GOOD_PASSWORD, bookingNumber: fresh(c) ? await w.freeBooking() : (await w.loungeOf(c.owner)).bookingNumber! } })],
  'POST /api/auth/apply': [201, 201, 201, 201, 201, 201, () => ({ body: { email: `apply-${crypto.randomUUID()}@example.com`, password: GOOD_PASSWORD } })],
  'POST /api/auth/logout': PUBLIC,
  'POST /api/auth/change-password': [...SIGNED_IN, () => ({ body: { currentPassword: GOOD_PASSWORD, newPassword: 'brand-new-77', confirmPassword: 'brand-new-77' } })],
  'PATCH /api/auth/profile': [401, 204, 204, 204, 204, 204, () => ({ body: { language: 'de' } })],
  'POST /api/auth/forgot-password': [...PUBLIC, (_, { owner }) => ({ body: { email: owner.email } })],
  'POST /api/auth/reset-password': [...PUBLIC, async (w, { owner }) => ({ body: { token: await w.resetToken(owner), password: 'brand-new-77', confirmPassword: 'brand-new-77' } })],
  // "Your sessions": the session says whose; another guest's session is not found (docs/product.md#accounts-and-sessions).
  'GET /api/auth/sessions': SIGNED_IN,
  'DELETE /api/auth/sessions/:id': [401, 200, 200, 404, 200, 200, async (w, { owner }) => id(await w.otherSessionOf(owner))],
  'POST /api/auth/sessions/end-others': SIGNED_IN,
  // The second factor (docs/decisions/038): one's own, so the session says whose. The proof and its passkey options
  // take a session that is signed in or awaits it; without a factor a proof is simply wrong.
  'POST /api/auth/second-factor': [401, 200, 200, 400, 200, 200, async (w, { owner }) => ({ body: { method: 'totp', code: await w.authenticatorApp(owner) } })],
  'POST /api/auth/second-factor/webauthn/options': SIGNED_IN,
  'GET /api/auth/second-factor': SIGNED_IN,
  'POST /api/auth/second-factor/totp': SIGNED_IN,
  'POST /api/auth/second-factor/totp/confirm': [401, 200, 200, 409, 200, 200, async (w, { owner }) => ({ body: { code: await w.totpSetupCode(owner) } })],
  'DELETE /api/auth/second-factor/totp': [401, 200, 200, 404, 200, 200, async (w, { owner }) => (await w.authenticatorApp(owner), {})],
  'POST /api/auth/second-factor/passkeys/options': SIGNED_IN,
  'POST /api/auth/second-factor/passkeys': [401, 200, 200, 400, 200, 200, async (w, { owner }) => ({ body: await w.passkeyRegistration(owner) })],
  'DELETE /api/auth/second-factor/passkeys/:id': [401, 200, 200, 404, 200, 200, async (w, { owner }) => id(await w.passkey(owner))],
  'POST /api/auth/second-factor/recovery-codes': [401, 200, 200, 409, 200, 200, async (w, { owner }) => (await w.authenticatorApp(owner), {})],

  // The guest's own things: no id in the URL, the session says whose.
  'GET /api/me/lounges': SIGNED_IN,
  'GET /api/me/orders': SIGNED_IN,
  // A guest cancels their own pending order (staff and admins too, on their own); another's is unknown to them. An
  // inactive account cannot order, so its call names a fresh guest's order and is refused before that matters.
  'POST /api/me/orders/:id/cancel': [401, 403, 200, 404, 200, 200, async (w, { owner }) => id((await w.order(ORDERING.has(owner.kind) ? owner : await w.user())).id)],
  // A change of the same order, by the same rules (docs/decisions/044): its one line set to 2 units.
  'POST /api/me/orders/:id/change': [
    401, 403, 200, 404, 200, 200,
    async (w, { owner }) => {
      const order = await w.order(ORDERING.has(owner.kind) ? owner : await w.user());
      return { ...id(order.id), body: { lines: [{ itemId: order.items[0]!.id, quantity: 2 }] } };
    },
  ],
  // Live updates (docs/decisions/021): every page has a stream, a visitor's too; what it carries is filtered per
  // session, a visitor's to the shop's public kinds (live/events.test.ts). An application gets none, and a session
  // a few at most (docs/decisions/034).
  'GET /api/events': [200, 403, 200, 200, 200, 200],
  'GET /api/me/ledger': SIGNED_IN,
  // Leftover tokens after an edition (docs/decisions/040-payouts.md): the session says whose; an application has none.
  'GET /api/me/payout': SIGNED_IN,
  'POST /api/me/payout': [401, 403, 200, 200, 200, 200, async (w) => (await w.payoutWindow(), { body: { choice: 'keep' } })],
  'GET /api/me/mail-preferences': SIGNED_IN,
  'PUT /api/me/mail-preferences': [...SIGNED_IN, () => ({ body: { reminders: false } })],
  // Every signed-in person reaches the password check (a wrong password here; account-deletion.test.ts deletes).
  'POST /api/me/account/delete': [401, 400, 400, 400, 400, 400, () => ({ body: { password: 'not-the-password' } })],
  // "Download my data" (docs/decisions/048): anyone signed in asks for their own; another guest's export is 404.
  'POST /api/me/data-exports': [401, 202, 202, 202, 202, 202],
  'GET /api/me/data-exports/:id': [401, 200, 200, 404, 200, 200, async (w, c) => ({ params: { id: (await w.dataExport(c.owner)).id } })],
  'GET /api/me/data-exports/:id/download': [
    401, 200, 200, 404, 200, 200,
    async (w, c) => {
      const made = await w.dataExport(c.owner);
      return { params: { id: made.id }, query: { token: made.token } };
    },
  ],
  // Push messages (docs/decisions/043-web-push.md): this browser's subscription, named by its endpoint.
  'GET /api/me/push': SIGNED_IN,
  'POST /api/me/push-subscriptions': [401, 204, 204, 204, 204, 204, () => ({ body: pushSubscriptionSample() })],
  'POST /api/me/push-subscriptions/remove': [401, 204, 204, 204, 204, 204, () => ({ body: { endpoint: pushSubscriptionSample().endpoint } })],
  // Another guest's booking number joins their lounge, without its tokens: a lounge is a group's table
  // (docs/decisions/032-group-lounges.md); the number is the group's secret, and guessing it is rate-limited.
  'POST /api/me/lounges/claim': [401, 403, 200, 200, 200, 200, async (w, c) => ({ body: { bookingNumber: fresh(c) ? await w.freeBooking() : (await w.loungeOf(c.owner)).bookingNumber! } })],
  // "Notify me" (docs/decisions/046-stock-waits.md): the session says whose wait; an application cannot order, so
  // cannot wait. A product sold out on the asker's own day (the owner's when nobody is signed in).
  'GET /api/me/stock-waits': SIGNED_IN,
  'PUT /api/me/stock-waits/:productId/:day': [401, 403, 200, 200, 200, 200, async (w, c) => ({ params: await w.soldOutOnDayOf(c.actor ?? c.owner) })],
  'DELETE /api/me/stock-waits/:productId/:day': [401, 403, 200, 200, 200, 200, async (w, c) => ({ params: await w.soldOutOnDayOf(c.actor ?? c.owner) })],
  'POST /api/checkout': [401, 403, 201, 403, 201, 201, async (w, { owner }) => ({ body: await w.checkoutBody(owner) })],
  'POST /api/payments/checkout-session': [401, 403, 200, 200, 200, 200, () => ({ body: { packageId: 'tokens-50' } })],
  'GET /api/payments/demo/:paymentId': [401, 200, 200, 404, 200, 200, async (w, { owner }) => ({ params: { paymentId: (await w.demoPayment(owner)).id } })],
  'POST /api/payments/demo/:paymentId/complete': [401, 200, 200, 404, 200, 200, async (w, { owner }) => ({ params: { paymentId: (await w.demoPayment(owner)).id } })],
  'POST /api/payments/demo/:paymentId/cancel': [401, 200, 200, 404, 200, 200, async (w, { owner }) => ({ params: { paymentId: (await w.demoPayment(owner)).id } })],
  // Stripe's signed webhook; without a Stripe key it does not exist (stripe-payments.test.ts covers it).
  'POST /api/payments/webhook': [404, 404, 404, 404, 404, 404],

  'GET /api/admin/dashboard': admin(200),
  'GET /api/admin/users': admin(200),
  'POST /api/admin/users': admin(201, () => ({ body: { email: `made-${crypto.randomUUID()}@example.com`, password: GOOD_PASSWORD } })),
  'GET /api/admin/users/:id': admin(200, async (w) => id((await w.user()).id)),
  'PUT /api/admin/users/:id/role': admin(200, async (w) => ({ ...id((await w.user()).id), body: { role: 'staff' } })),
  'PUT /api/admin/users/:id/token-balance': admin(200, async (w) => ({ ...id((await w.user()).id), body: { tokenBalance: 7, reason: 'Matrix check' } })),
  'POST /api/admin/users/:id/password-reset': admin(200, async (w) => id((await w.user()).id)),
  'POST /api/admin/users/:id/end-sessions': admin(200, async (w) => id((await w.user()).id)),
  'DELETE /api/admin/users/:id/second-factor': admin(200, async (w) => id((await w.user()).id)),
  'POST /api/admin/users/:id/delete': admin(200, async (w) => ({ ...id((await w.user()).id), body: { giveUpTokens: true } })),
  'GET /api/admin/applications': admin(200),
  'GET /api/admin/mails': admin(200),
  'GET /api/admin/mails/reminders': admin(200),
  'POST /api/admin/mails/reminders': admin(200),
  'GET /api/admin/mails/reminder-schedules': admin(200),
  'POST /api/admin/mails/reminder-schedules': admin(201, () => ({ body: { runAt: new Date(Date.now() + 3_600_000).toISOString() } })),
  'POST /api/admin/mails/reminder-schedules/:id/cancel': admin(200, async (w) => id(await w.reminderSchedule())),
  'POST /api/admin/mails/:id/retry': admin(200, async (w) => id(await w.failedMail())),
  'POST /api/admin/applications/:id/approve': admin(200, async (w) => id((await w.applicant()).id)),
  'DELETE /api/admin/applications/:id': admin(200, async (w) => id((await w.applicant()).id)),
  'GET /api/admin/lounges': admin(200),
  'POST /api/admin/lounges': admin(201, () => ({ body: loungeBody })),
  'PUT /api/admin/lounges/:id': admin(200, async (w) => ({ ...id((await w.lounge()).id), body: loungeBody })),
  'POST /api/admin/lounges/:id/assignments': admin(200, async (w) => ({ ...id((await w.lounge()).id), body: { userId: (await w.user()).id } })),
  'DELETE /api/admin/lounges/:id/assignments/:userId': admin(200, async (w) => {
    const { lounge, user } = await w.assignment();
    return { params: { id: lounge.id, userId: user.id } };
  }),
  'POST /api/admin/lounges/:id/move': admin(200, async (w) => {
    const { lounge, user } = await w.assignment();
    return { params: { id: lounge.id }, body: { fromUserId: user.id, toUserId: (await w.user()).id } };
  }),
  'GET /api/admin/products': admin(200),
  'POST /api/admin/products': admin(201, () => ({ body: productBody })),
  'PUT /api/admin/products/:id': admin(200, async (w) => ({ ...id((await w.product()).id), body: productBody })),
  'PUT /api/admin/products/:id/offered': admin(200, async (w) => ({ ...id((await w.product()).id), body: { offered: false } })),
  'DELETE /api/admin/products/:id': admin(200, async (w) => id((await w.product()).id)),
  'PUT /api/admin/products/:id/photo': admin(200, async (w) => ({ ...id((await w.product()).id), file: { bytes: await aPhoto(), type: 'image/png' } })),
  'DELETE /api/admin/products/:id/photo': admin(200, async (w) => id((await w.photo()).productId)),
  'GET /api/admin/mix-drinks': admin(200),
  'POST /api/admin/mix-drinks': admin(201, () => ({ body: { name: 'Soda' } })),
  'PUT /api/admin/mix-drinks/:id': admin(200, async (w) => ({ ...id((await w.mixDrink()).id), body: { name: 'Soda' } })),
  'DELETE /api/admin/mix-drinks/:id': admin(200, async (w) => id((await w.mixDrink()).id)),
  'GET /api/admin/settings': admin(200),
  'PUT /api/admin/settings': admin(200, () => ({ body: settingsBody })),
  'GET /api/admin/orders': admin(200),
  'GET /api/admin/orders/:id': admin(200, async (w) => id((await w.order(await w.user())).id)),
  'POST /api/admin/orders/:id/status': admin(200, async (w) => ({ ...id((await w.order(await w.user())).id), body: { status: 'completed' } })),
  'POST /api/admin/orders/:id/refund': admin(200, async (w) => id((await w.order(await w.user())).id)),
  'POST /api/admin/orders/complete-pending': admin(200, () => ({ body: { day: 'Friday' } })),
  'POST /api/admin/orders/manual': admin(201, async (w) => ({ body: { userId: (await w.user()).id, items: [{ productId: (await w.product()).id, quantity: 1, withoutLounge: true }], free: true } })),
  'GET /api/admin/packing': staff(200, () => ({ query: { day: 'Friday' } })),
  'GET /api/admin/packing.csv': staff(200, () => ({ query: { day: 'Friday', view: 'lounge' } })),
  // The retention rule (docs/decisions/048): its setting with the dry run; saved as off, so no matrix call erases.
  'GET /api/admin/data-rights/retention': admin(200),
  'GET /api/admin/data-rights/retention/preview': admin(200, () => ({ query: { months: '24' } })),
  'PUT /api/admin/data-rights/retention': admin(200, () => ({ body: { retentionMonths: null } })),
  'GET /api/admin/reports': admin(200, () => ({ query: { day: 'Saturday' } })),
  'GET /api/admin/delivery': staff(200, () => ({ query: { day: 'Friday' } })),
  'POST /api/admin/delivery/lounges/:id/deliver': staff(200, async (w) => id((await w.completedOrder()).loungeId)),
  'POST /api/admin/delivery/lounges/:loungeId/orders/:orderId/deliver': staff(200, async (w) => orderInLounge(await w.completedOrder())),
  'POST /api/admin/delivery/lounges/:id/on-my-way': staff(200, async (w) => id((await w.completedOrder()).loungeId)),
  // Undo: the actor's own delivery of a moment ago.
  'POST /api/admin/delivery/lounges/:id/undo': staff(200, async (w, { owner }) => id((await w.completedOrder(owner)).loungeId)),
  'POST /api/admin/delivery/lounges/:loungeId/orders/:orderId/undo': staff(200, async (w, { owner }) => orderInLounge(await w.completedOrder(owner))),
  'GET /api/admin/reports/order-lines.csv': admin(200, () => ({ query: { day: 'Friday' } })),
  'GET /api/admin/reports/ledger.csv': admin(200),
  'GET /api/admin/reports/payments.csv': admin(200),
  'GET /api/admin/editions': admin(200),
  'POST /api/admin/editions': admin(201, async (w) => ({ body: { ...editionBody(), copyFrom: (await w.preparingEdition()).id } })),
  'PUT /api/admin/editions/:id': admin(200, async (w) => ({ ...id((await w.preparingEdition()).id), body: editionBody() })),
  // Opening makes the new edition the current one (open for a month): later calls build their data in it.
  'POST /api/admin/editions/:id/open': admin(200, async (w) => id((await w.preparingEdition()).id)),
  'POST /api/admin/editions/:id/close': admin(200, async (w) => id((await w.preparingEdition()).id)),
  'GET /api/admin/reports/editions': admin(200),
  'GET /api/admin/editions/:id/payout-window': admin(200, async (w) => id((await w.closedEdition()).id)),
  'PUT /api/admin/editions/:id/payout-window': admin(200, async (w) => ({ ...id((await w.closedEdition()).id), body: { minimumTokens: 10, lastDay: '2098-12-31' } })),
  'GET /api/admin/editions/:id/payouts': admin(200, async (w) => id((await w.closedEdition()).id)),
  'GET /api/admin/editions/:id/payouts.csv': admin(200, async (w) => id((await w.closedEdition()).id)),
  'GET /api/admin/editions/:id/bank-transfers.csv': admin(200, async (w) => id((await w.closedEdition()).id)),
  'GET /api/admin/stock': admin(200, () => ({ query: { day: 'Friday' } })),
  'PUT /api/admin/stock/:productId/:day': admin(200, async (w) => ({ params: { productId: (await w.product()).id, day: 'Saturday' }, body: { quantity: 40, maxPerGuest: 2 } })),
  'GET /api/admin/audit-log': admin(200),
  'GET /api/admin/audit-log.csv': admin(200),
  'GET /api/admin/security-events': admin(200),
  'GET /api/admin/security-events.csv': admin(200),
};

import { randomUUID } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { deletedGuestEmail } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { adminUserOverviewResponse } from '#shared/schemas/admin-users.ts';
import { reportsResponse } from '#shared/schemas/admin-reports.ts';
import { orders, profiles, securityEvents, tokenLedger } from '#server/db/schema/index.ts';
import { ApiClient, errorOf, readJson } from '#server/testing/api-client.ts';
import { auditRowsSince, lastAuditId, ledgerRowsOf, signIn, signedInAdmin, uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { runCli } from '#server/testing/cli-process.ts';
import { GOOD_PASSWORD, insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import { auditLedger } from '#server/testing/ledger-audit.ts';
import { balanceOf, forceStatus } from '#server/testing/order-fixtures.ts';
import { addAuthenticatorApp, ageSecondFactorProof } from '#server/testing/second-factor-fixtures.ts';
import { lockWaiter } from '#server/testing/lock-waiter.ts';
import { insertProduct, openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';
import { useSignedInAdmin, useTestApp } from '#server/testing/suite.ts';
import { onPostgres } from '#server/testing/test-db.ts';

// Deleting a guest's account (docs/decisions/041): the person's data go, the books stay and still reconcile.
const t = useTestApp();
const admin = useSignedInAdmin(t);
const db = () => t.database.db;

/**
 * A guest with a bit of everything that names them: created by an admin (the audit log holds the e-mail), signed in
 * from a browser of their own (sessions and security events hold it), a lounge claimed, a reset link asked for (a
 * mail and a token), an order placed and delivered, an authenticator app with recovery codes.
 */
async function guestWithHistory() {
  const email = uniqueEmail('leaving');
  const browser = `LeavingBrowser/${randomUUID()}`;
  const created = await admin.client.post('/api/admin/users', { email, password: GOOD_PASSWORD, role: 'user' });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { user: { id: string } }).user.id;
  const bookingNumber = `BK-${randomUUID()}`;
  const lounge = await insertLounge(db(), { bookingNumber, minimumConsumptionTokens: 200, tableNumber: randomUUID().slice(0, 6), day: 'Friday' });
  const client = new ApiClient(t.app);
  expect((await client.request('POST', '/api/auth/login', { email, password: GOOD_PASSWORD }, { 'user-agent': browser })).statusCode).toBe(200);
  expect((await client.post('/api/me/lounges/claim', { bookingNumber })).statusCode).toBe(200);
  expect((await new ApiClient(t.app).post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  await openShop(db());
  const product = await insertProduct(db(), { tokenPrice: 15 });
  const ordered = await client.post('/api/checkout', { items: [{ productId: product.id, quantity: 2, loungeId: lounge.id }], idempotencyKey: randomUUID() });
  expect(ordered.statusCode).toBe(201);
  const orderId = (ordered.json() as { order: { id: string } }).order.id;
  await forceStatus(db(), orderId, 'completed');
  await addAuthenticatorApp(client);
  return { id, email, browser, client, orderId, balance: 100 + 200 - 30 };
}

/** Every text, varchar and JSON column of every table that holds `needle`, as `table.column`. */
async function columnsHolding(needle: string): Promise<string[]> {
  const { rows } = (await db().execute(sql`
    select table_schema, table_name, column_name from information_schema.columns
    where table_schema not in ('pg_catalog', 'information_schema')
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`)) as unknown as {
    rows: { table_schema: string; table_name: string; column_name: string }[];
  };
  const found: string[] = [];
  for (const c of rows) {
    const { rows: hits } = (await db().execute(
      sql`select 1 from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)} where position(lower(${needle}) in lower(${sql.identifier(c.column_name)}::text)) > 0 limit 1`,
    )) as unknown as { rows: unknown[] };
    if (hits.length) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

const deleteOwn = (client: ApiClient, body: Record<string, unknown>) => client.post('/api/me/account/delete', { password: GOOD_PASSWORD, ...body });

describe('a guest deletes their account', () => {
  it('leaves no trace of their e-mail or browser in any column of any table, while orders and ledger stay and reconcile', async () => {
    const guest = await guestWithHistory();
    expect(await columnsHolding(guest.email)).not.toEqual([]);
    expect(await columnsHolding(guest.browser)).not.toEqual([]);

    const res = await deleteOwn(guest.client, { giveUpTokens: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: msg.accountDeleted });

    expect(await columnsHolding(guest.email)).toEqual([]);
    expect(await columnsHolding(guest.browser)).toEqual([]);

    const [row] = await db().select().from(profiles).where(eq(profiles.id, guest.id));
    expect(row).toMatchObject({ email: deletedGuestEmail(guest.id), status: 'deleted', tokenBalance: 0, bookingNumber: null });
    // The order stays, under the pseudonymous id; the balance left is given up as one ledger row.
    expect((await db().select().from(orders).where(eq(orders.id, guest.orderId)))[0]).toMatchObject({ userId: guest.id, status: 'completed' });
    const ledger = await ledgerRowsOf(db(), guest.id);
    expect(ledger.at(-1)).toMatchObject({ kind: 'forfeit', delta: -guest.balance, actorId: guest.id });
    expect(ledger.reduce((sum, r) => sum + r.delta, 0)).toBe(0);
    expect(await auditLedger(db())).toEqual({});
    const reports = readJson(await admin.client.get('/api/admin/reports'), reportsResponse);
    expect(reports.tokens.reconciles).toBe(true);
    expect(reports.tokens.lines.forfeited).toBeLessThanOrEqual(-guest.balance);

    // The security log keeps what happened, without whom it names.
    const events = await db().select().from(securityEvents).where(eq(securityEvents.userId, guest.id));
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['sign_in.succeeded', 'second_factor.added', 'account.deleted']));
    expect(events.every((e) => e.email === null && e.ipAddress === null)).toBe(true);
    expect(events.find((e) => e.kind === 'account.deleted')?.detail).toEqual({ by: 'guest', tokensGivenUp: guest.balance });

    // Nobody gets in: not the old session, not the old e-mail and password.
    expect((await guest.client.get('/api/me/orders')).statusCode).toBe(401);
    const again = await new ApiClient(t.app).post('/api/auth/login', { email: guest.email, password: GOOD_PASSWORD });
    expect(again.statusCode).toBe(401);
    expect((await new ApiClient(t.app).post('/api/auth/login', { email: deletedGuestEmail(guest.id), password: GOOD_PASSWORD })).statusCode).toBe(401);

    // The back office shows the guest's page under the pseudonym, with the history.
    const overview = readJson(await admin.client.get(`/api/admin/users/${guest.id}`), adminUserOverviewResponse);
    expect(overview.user).toMatchObject({ status: 'deleted', email: deletedGuestEmail(guest.id) });
    expect(overview.orders.map((o) => o.id)).toEqual([guest.orderId]);
  });

  it('refuses while tokens are left that the guest did not give up, and writes nothing', async () => {
    const guest = await guestWithHistory();
    const ledgerBefore = await ledgerRowsOf(db(), guest.id);
    const res = await deleteOwn(guest.client, {});
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: ERROR_CODES.balanceLeft, messageKey: 'balanceLeft', params: { n: guest.balance } });
    expect(await ledgerRowsOf(db(), guest.id)).toEqual(ledgerBefore);
    expect((await db().select().from(profiles).where(eq(profiles.id, guest.id)))[0]).toMatchObject({ email: guest.email, status: 'active' });
    expect((await guest.client.get('/api/me/orders')).statusCode).toBe(200);
  });

  it('deletes an account with a balance of 0 without any ledger row', async () => {
    const email = uniqueEmail('empty');
    const profile = await insertProfile(db(), { email });
    const client = await signIn(t, email);
    expect((await deleteOwn(client, {})).statusCode).toBe(200);
    expect(await ledgerRowsOf(db(), profile.id)).toEqual([]);
    expect(await balanceOf(db(), profile.id)).toBe(0);
  });

  it('refuses a wrong password, pending orders, and staff or admin accounts', async () => {
    const guest = await guestWithHistory();
    const wrong = await deleteOwn(guest.client, { password: 'not-the-password', giveUpTokens: true });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ message: msg.passwordWrong, details: { field: 'password' } });

    await forceStatus(db(), guest.orderId, 'pending');
    const pending = await deleteOwn(guest.client, { giveUpTokens: true });
    expect(pending.statusCode).toBe(409);
    expect(errorOf(pending).code).toBe(ERROR_CODES.pendingOrders);

    const staffEmail = uniqueEmail('staff');
    await insertProfile(db(), { email: staffEmail, role: 'staff' });
    const staff = await deleteOwn(await signIn(t, staffEmail), { giveUpTokens: true });
    expect(staff.statusCode).toBe(409);
    expect(errorOf(staff).code).toBe(ERROR_CODES.notAGuest);
    expect(await auditLedger(db())).toEqual({});
  });

  it('asks a guest with a second factor for a recent proof', async () => {
    const guest = await guestWithHistory();
    await ageSecondFactorProof(db(), guest.client, 20);
    const res = await deleteOwn(guest.client, { giveUpTokens: true });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe(ERROR_CODES.stepUpRequired);
  });
});

describe('an admin deletes a guest account on the guest’s request', () => {
  it('erases it like the guest would, audited without the e-mail', async () => {
    const guest = await guestWithHistory();
    const since = await lastAuditId(db());
    const res = await admin.client.post(`/api/admin/users/${guest.id}/delete`, { giveUpTokens: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: msg.guestDeleted });
    expect(await columnsHolding(guest.email)).toEqual([]);
    const audit = await auditRowsSince(db(), since);
    expect(audit).toMatchObject([{ actorId: admin.id, action: 'user.delete', entityId: guest.id, after: { status: 'deleted', tokensGivenUp: guest.balance } }]);
    expect((await ledgerRowsOf(db(), guest.id, 'forfeit'))[0]).toMatchObject({ actorId: admin.id, delta: -guest.balance });
  });

  it('refuses without the giving-up when tokens are left, a second time, and for staff accounts', async () => {
    const guest = await guestWithHistory();
    const kept = await admin.client.post(`/api/admin/users/${guest.id}/delete`, {});
    expect(errorOf(kept).code).toBe(ERROR_CODES.balanceLeft);
    expect((await admin.client.post(`/api/admin/users/${guest.id}/delete`, { giveUpTokens: true })).statusCode).toBe(200);
    expect((await admin.client.post(`/api/admin/users/${guest.id}/delete`, { giveUpTokens: true })).statusCode).toBe(404);
    const staff = await insertProfile(db(), { email: uniqueEmail('staff'), role: 'staff' });
    expect(errorOf(await admin.client.post(`/api/admin/users/${staff.id}/delete`, { giveUpTokens: true })).code).toBe(ERROR_CODES.notAGuest);
  });

  it('asks the admin for a recent second-factor proof', async () => {
    const other = await signedInAdmin(t);
    await addAuthenticatorApp(other.client);
    await ageSecondFactorProof(db(), other.client, 20);
    const guest = await insertProfile(db(), { email: uniqueEmail('asked') });
    const res = await other.client.post(`/api/admin/users/${guest.id}/delete`, {});
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe(ERROR_CODES.stepUpRequired);
    expect((await db().select().from(profiles).where(eq(profiles.id, guest.id)))[0]?.status).toBe('active');
  });

  it('moves no token on a deleted account afterwards: an adjustment is refused with 409', async () => {
    const guest = await guestWithHistory();
    expect((await deleteOwn(guest.client, { giveUpTokens: true })).statusCode).toBe(200);
    const res = await admin.client.put(`/api/admin/users/${guest.id}/token-balance`, { tokenBalance: 50, reason: 'Goodwill' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: ERROR_CODES.accountDeleted, message: msg.tokensOfDeletedGuest });
    expect(await balanceOf(db(), guest.id)).toBe(0);
  });
});

describe('the append-only logs stay append-only', () => {
  it('the ledger refuses every change; the security log lets only an erasure through', async () => {
    const guest = await guestWithHistory();
    expect((await deleteOwn(guest.client, { giveUpTokens: true })).statusCode).toBe(200);
    const refused = { cause: { message: expect.stringContaining('append-only') } };
    await expect(db().update(tokenLedger).set({ note: 'rewritten' }).where(eq(tokenLedger.userId, guest.id))).rejects.toMatchObject(refused);
    await expect(db().update(securityEvents).set({ kind: 'rewritten' }).where(eq(securityEvents.userId, guest.id))).rejects.toMatchObject(refused);
    await expect(db().update(securityEvents).set({ email: 'back@example.com' }).where(eq(securityEvents.userId, guest.id))).rejects.toMatchObject(refused);
    await expect(db().delete(securityEvents).where(eq(securityEvents.userId, guest.id))).rejects.toMatchObject(refused);
  });
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('npm run ledger:check still finds the books right after deletions', async () => {
    const guest = await guestWithHistory();
    expect((await deleteOwn(guest.client, { giveUpTokens: true })).statusCode).toBe(200);
    const check = await runCli('ledger-check', [], { DATABASE_URL: t.database.url! });
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toContain('OK: every balance equals the sum of its ledger rows');
  });

  it('deleting while an admin adjusts and the guest orders: every balance stays its ledger, a deleted guest holds 0', async () => {
    await openShop(db());
    const product = await insertProduct(db(), { tokenPrice: 10 });
    for (let round = 0; round < 8; round++) {
      const email = uniqueEmail('racing');
      const bookingNumber = `BK-${randomUUID()}`;
      const lounge = await insertLounge(db(), { bookingNumber, minimumConsumptionTokens: 100, tableNumber: randomUUID().slice(0, 6), day: 'Friday' });
      const client = new ApiClient(t.app);
      expect((await client.post('/api/auth/register', { email, password: GOOD_PASSWORD, bookingNumber })).statusCode).toBe(201);
      const id = (await db().select().from(profiles).where(eq(profiles.email, email)))[0]!.id;
      const answers = await Promise.all([
        deleteOwn(client, { giveUpTokens: true }),
        admin.client.put(`/api/admin/users/${id}/token-balance`, { tokenBalance: 150, reason: 'Race' }),
        client.post('/api/checkout', { items: [{ productId: product.id, quantity: 1, loungeId: lounge.id }], idempotencyKey: randomUUID() }),
      ]);
      for (const answer of answers) expect([200, 201, 401, 402, 409], answer.body).toContain(answer.statusCode);
      const [row] = await db().select().from(profiles).where(eq(profiles.id, id));
      // The order got in first (pending) and the deletion was refused, or the deletion got in and nothing after it.
      if (row!.status === 'deleted') expect(row!.tokenBalance).toBe(0);
      else expect(answers[0]!.statusCode).toBe(409);
    }
    expect(await auditLedger(db())).toEqual({});
  });

  it('a checkout that waited for the guest while the account was deleted is signed out, not told it waits for approval', async () => {
    await openShop(db());
    const product = await insertProduct(db(), { tokenPrice: 10 });
    // Without tokens, as a deletion leaves every account (its transaction gives them up first).
    const guest = await registeredGuest(t, { tokens: 0 });
    const holder = new pg.Client({ connectionString: t.database.url });
    await holder.connect();
    onTestFinished(() => holder.end());
    // The deletion's own transaction, stood in for: it holds the guest's row while the checkout's session is valid.
    await holder.query('begin');
    await holder.query('select 1 from profiles where id = $1 for update', [guest.userId]);
    const checkout = guest.client.post('/api/checkout', { items: [{ productId: product.id, quantity: 1, loungeId: guest.lounge.id }], idempotencyKey: randomUUID() });
    await lockWaiter(holder, checkout);
    await holder.query(`update profiles set status = 'deleted' where id = $1`, [guest.userId]);
    await holder.query('commit');
    const answer = await checkout;
    expect([answer.statusCode, errorOf(answer).message]).toEqual([401, msg.notSignedIn]);
  });
});

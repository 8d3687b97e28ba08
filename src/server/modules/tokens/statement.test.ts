import { describe, expect, it } from 'vitest';
import { ledgerResponse } from '#shared/schemas/tokens.ts';
import { orders } from '#server/db/schema/index.ts';
import { insertPayment } from '#server/modules/payments/payments.repo.ts';
import { ApiClient, readJson } from '#server/testing/api-client.ts';
import { signIn } from '#server/testing/admin-fixtures.ts';
import { insertLounge, insertProfile, currentEditionId } from '#server/testing/fixtures.ts';
import { useTestApp } from '#server/testing/suite.ts';
import type { LedgerEntry } from './ledger.repo.ts';
import { postLedgerEntry } from './ledger.service.ts';

const t = useTestApp();
const post = (entry: LedgerEntry) => t.database.db.transaction((tx) => postLedgerEntry(tx, entry));
const statement = async (client: ApiClient, query = '') => readJson(await client.get(`/api/me/ledger${query}`), ledgerResponse);

describe('GET /api/me/ledger', () => {
  it("lists the guest's own token movements newest first with descriptions and running balance, in pages", async () => {
    const { db } = t.database;
    const guest = await insertProfile(db, { email: 'statement1@example.com' });
    const other = await insertProfile(db, { email: 'statement2@example.com' });
    const admin = await insertProfile(db, { email: 'statement-admin@example.com', role: 'admin' });
    const lounge = await insertLounge(db, { category: 'VIP', tableNumber: '7', minimumConsumptionTokens: 200 });
    const payment = await insertPayment(db, { editionId: await currentEditionId(db), userId: guest.id, packageId: 'tokens-50', tokens: 50, amountCents: 50_000, provider: 'demo' });
    const [order] = await db.insert(orders).values({ editionId: await currentEditionId(db), userId: guest.id, totalTokens: 120 }).returning();

    await post({ userId: guest.id, delta: 200, kind: 'lounge_grant', loungeId: lounge.id });
    await post({ userId: other.id, delta: 999, kind: 'admin_adjustment', actorId: admin.id, note: "Another guest's reason" });
    await post({ userId: guest.id, delta: 50, kind: 'purchase', paymentId: payment.id });
    await post({ userId: guest.id, delta: -120, kind: 'order', orderId: order!.id });
    await post({ userId: guest.id, delta: 120, kind: 'refund', orderId: order!.id });
    await post({ userId: guest.id, delta: -30, kind: 'admin_adjustment', actorId: admin.id, note: 'Bottle broken at delivery' });

    const client = await signIn(t, 'statement1@example.com');
    const res = await client.get('/api/me/ledger');
    expect(res.statusCode).toBe(200);
    const body = readJson(res, ledgerResponse);
    const short = order!.id.slice(0, 8);
    expect(body.entries.map((e) => [e.kind, e.description, e.delta, e.balanceAfter])).toEqual([
      ['admin_adjustment', 'Balance adjustment by admin', -30, 220],
      ['refund', `Refund of order #${short}`, 120, 250],
      ['order', `Order #${short}`, -120, 130],
      ['purchase', 'Token purchase: 50 tokens', 50, 250],
      ['lounge_grant', 'Lounge tokens: VIP 7', 200, 200],
    ]);
    // What the web needs to write each description in the guest's language (docs/decisions/025).
    expect(body.entries.map((e) => [e.orderId, e.lounge, e.purchasedTokens])).toEqual([
      [null, null, null],
      [order!.id, null, null],
      [order!.id, null, null],
      [null, null, 50],
      [null, { category: 'VIP', tableNumber: '7' }, null],
    ]);
    // An adjustment says why: the reason the admin gave (its ledger note); other rows have none.
    expect(body.entries.map((e) => e.reason)).toEqual(['Bottle broken at delivery', null, null, null, null]);
    expect(body.nextBefore).toBeNull();
    expect(new Date(body.entries[0]!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.entries[0]).not.toHaveProperty('actorId');

    // Paging keeps the running balance of the whole history.
    const first = await statement(client, '?limit=2');
    expect(first.entries.map((e) => e.balanceAfter)).toEqual([220, 250]);
    const second = await statement(client, `?limit=2&before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.balanceAfter)).toEqual([130, 250]);
    const third = await statement(client, `?limit=2&before=${second.nextBefore}`);
    expect(third.entries.map((e) => e.balanceAfter)).toEqual([200]);
    expect(third.nextBefore).toBeNull();
  });

  it('shows an empty statement, needs a session and refuses bad paging values', async () => {
    await insertProfile(t.database.db, { email: 'statement3@example.com' });
    const client = await signIn(t, 'statement3@example.com');
    expect(await statement(client)).toEqual({ entries: [], nextBefore: null });
    expect((await new ApiClient(t.app).get('/api/me/ledger')).statusCode).toBe(401);
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=-1', 'before=1.5']) {
      expect((await client.get(`/api/me/ledger?${query}`)).statusCode).toBe(400);
    }
  });
});

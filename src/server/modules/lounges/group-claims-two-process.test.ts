import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { claimLoungesResponse } from '#shared/schemas/shop.ts';
import { lounges, tokenLedger, userLoungeAssignments } from '#server/db/schema/index.ts';
import { createSession } from '#server/auth/sessions.repo.ts';
import { findLedgerMismatches } from '#server/modules/tokens/ledger-check.repo.ts';
import { insertLounge, insertProfile } from '#server/testing/fixtures.ts';
import type { ServerProcess } from '#server/testing/server-process.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { useTwoServerProcesses } from '#server/testing/two-server-processes.ts';

/**
 * A lounge is a group's table (docs/decisions/032-group-lounges.md): eight guests claim one booking number at the same
 * moment through two server processes on one PostgreSQL database. All of them end up on the lounge, and its tokens
 * are granted once, to one of them: one ledger row, every balance equal to its ledger.
 */
const { servers, db } = useTwoServerProcesses();
const GUESTS = 8;
const TOKENS = 400;

/** A guest made straight in the database, signed in. */
async function guest() {
  const profile = await insertProfile(db(), { email: `group-${randomUUID()}@example.com` });
  return { id: profile.id, cookie: `session=${await createSession(db(), profile.id)}` };
}

const claim = (server: ServerProcess, who: { cookie: string }, bookingNumber: string) =>
  fetch(`${server.url}/api/me/lounges/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: who.cookie },
    body: JSON.stringify({ bookingNumber }),
  });

describe.runIf(onPostgres)('eight guests claiming one booking at once on two server processes', () => {
  // Two rounds, each a fresh booking: eight claims per process in all, within the per-address limit on claims.
  it.each([1, 2])('all join, and the tokens are granted once (round %i)', async () => {
    const bookingNumber = `GROUP-${randomUUID()}`;
    const lounge = await insertLounge(db(), { bookingNumber, tableNumber: randomUUID().slice(0, 6), minimumConsumptionTokens: TOKENS });
    const guests = await Promise.all(Array.from({ length: GUESTS }, guest));

    const answers = await Promise.all(guests.map((g, i) => claim(servers[i % 2]!, g, bookingNumber)));
    expect(answers.map((a) => a.status)).toEqual(Array<number>(GUESTS).fill(200));
    const bodies = await Promise.all(answers.map(async (a) => claimLoungesResponse.parse(await a.json())));
    expect(bodies.map((b) => b.tokensGranted).sort((a, b) => a - b)).toEqual([...Array<number>(GUESTS - 1).fill(0), TOKENS]);
    expect(bodies.filter((b) => b.joinedWithoutTokens.length === 1)).toHaveLength(GUESTS - 1);

    const assigned = await db().select().from(userLoungeAssignments).where(eq(userLoungeAssignments.loungeId, lounge.id));
    expect(assigned.map((a) => a.userId).sort()).toEqual(guests.map((g) => g.id).sort());
    const first = bodies.findIndex((b) => b.tokensGranted > 0);
    const grants = await db().select().from(tokenLedger).where(eq(tokenLedger.loungeId, lounge.id));
    expect(grants).toMatchObject([{ kind: 'lounge_grant', delta: TOKENS, userId: guests[first]!.id }]);
    expect(bodies[first]!.tokenBalance).toBe(TOKENS);
    const [row] = await db().select().from(lounges).where(eq(lounges.id, lounge.id));
    expect(row).toMatchObject({ isOccupied: true, tokensTransferred: true });
    expect(await findLedgerMismatches(db())).toEqual([]);
  }, 120_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { lounges, profiles, tokenLedger, userLoungeAssignments } from '#server/db/schema/index.ts';
import { ApiClient, errorOf } from '#server/testing/api-client.ts';
import { useTestApp } from '#server/testing/suite.ts';
import { GOOD_PASSWORD, insertLounge } from '#server/testing/fixtures.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { registeredGuest } from '#server/testing/shop-fixtures.ts';

const t = useTestApp();
beforeAll(async () => {
  await t.database.db.execute(sql`create function fail_step() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
});

/** Makes one kind of statement on one table fail (a trigger), for the duration of `work`. */
async function failing<T>(table: string, event: 'insert' | 'update', work: () => Promise<T>): Promise<T> {
  await t.database.db.execute(sql.raw(`create trigger fail_step before ${event} on ${table} for each row execute function fail_step()`));
  try {
    return await work();
  } finally {
    await t.database.db.execute(sql.raw(`drop trigger fail_step on ${table}`));
  }
}

/** Renames a table away, so that reading it fails, for the duration of `work`. */
async function missing<T>(table: string, work: () => Promise<T>): Promise<T> {
  await t.database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await work();
  } finally {
    await t.database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

const counts = async () => ({
  profiles: (await t.database.db.select({ n: count() }).from(profiles))[0]!.n,
  assignments: (await t.database.db.select({ n: count() }).from(userLoungeAssignments))[0]!.n,
  ledger: (await t.database.db.select({ n: count() }).from(tokenLedger))[0]!.n,
  occupied: (await t.database.db.select({ n: count() }).from(lounges).where(eq(lounges.isOccupied, true)))[0]!.n,
});

let n = 0;
const booking = async () => {
  const bookingNumber = `STEP-${process.pid}-${++n}`;
  await insertLounge(t.database.db, { bookingNumber, minimumConsumptionTokens: 150 });
  return bookingNumber;
};

/** The steps' failures are texts without figures. */
type StepKey = { [K in keyof typeof msg]: (typeof msg)[K] extends string ? K : never }[keyof typeof msg];

type Response = Awaited<ReturnType<ApiClient['post']>>;
/** What fails, how it is made to fail (around the request), and the message that names the step. */
type StepCase = [what: string, fault: (work: () => Promise<Response>) => Promise<Response>, messageKey: StepKey];

/** A test per case: `prepare` makes what the request needs and returns it; it answers a 500 naming the step, and writes nothing. */
function itNamesTheStep(cases: StepCase[], prepare: () => Promise<() => Promise<Response>>) {
  for (const [what, fault, messageKey] of cases) {
    const message = msg[messageKey];
    it(`says '${message}' when ${what} fails`, async () => {
      const send = await prepare();
      const before = await counts();
      const res = await fault(send);
      expect([res.statusCode, errorOf(res)]).toEqual([500, { code: ERROR_CODES.stepFailed, message, messageKey }]);
      expect(await counts()).toEqual(before);
    });
  }
}

describe('registration names the step that failed (docs/product.md#messages) and rolls back whole', () => {
  const cases: StepCase[] = [
    ['reading profiles', (work) => missing('profiles', work), 'checkExistingProfileFailed'],
    ['inserting the profile', (work) => failing('profiles', 'insert', work), 'createProfileFailed'],
    ['granting the tokens', (work) => failing('token_ledger', 'insert', work), 'updateProfileFailed'],
    ['assigning the lounges', (work) => failing('user_lounge_assignments', 'insert', work), 'assignLoungesFailed'],
    ['marking the lounges', (work) => failing('lounges', 'update', work), 'markTransferredFailed'],
  ];
  itNamesTheStep(cases, async () => {
    const bookingNumber = await booking();
    return () => new ApiClient(t.app).post('/api/auth/register', { email: uniqueEmail('step'), password: GOOD_PASSWORD, bookingNumber });
  });
});

describe('"Assign to Other Lounge" names the step that failed and rolls back whole', () => {
  const cases: StepCase[] = [
    ['reading the assignments', (work) => missing('user_lounge_assignments', work), 'checkAssignmentsFailed'],
    ['assigning the lounges', (work) => failing('user_lounge_assignments', 'insert', work), 'assignLoungesFailed'],
    ['granting the tokens', (work) => failing('token_ledger', 'insert', work), 'updateTokenBalanceFailed'],
    ['marking the lounges', (work) => failing('lounges', 'update', work), 'markTransferredFailed'],
  ];
  itNamesTheStep(cases, async () => {
    const guest = await registeredGuest(t);
    const bookingNumber = await booking();
    return () => guest.client.post('/api/me/lounges/claim', { bookingNumber });
  });
});

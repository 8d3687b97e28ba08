import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, HeldMailer, TEST_ORIGIN } from './test-app.ts';
import { insertProfile } from './fixtures.ts';
import { dbFingerprint } from './db-fingerprint.ts';

/**
 * The fuzz and authorization tests compare fingerprints around refused requests. A password reset answers before its
 * mail is sent and records the sending after; a fingerprint taken in between saw that record as a write of the next
 * (refused) request, and failed the route fuzz once in CI.
 */
describe('dbFingerprint', () => {
  it('waits for the mails earlier requests handed over, so recording them is not taken for a later write', async () => {
    const mailer = new HeldMailer();
    const t = await createTestApp({}, undefined, mailer);
    onTestFinished(async () => {
      mailer.release(); // closing waits for the mail, also when the test failed before releasing it
      await t.close();
    });
    const { email } = await insertProfile(t.database.db, { email: 'reset@example.com' });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ email }),
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const taken = dbFingerprint(t);
    // While the mail server holds the mail there is no fingerprint: one now would miss the mail's outcome.
    expect(await Promise.race([taken.then(() => 'taken'), sleep(1000).then(() => 'waiting')])).toBe('waiting');
    mailer.release();
    expect(await taken).toEqual(await dbFingerprint(t));
    expect(mailer.sent.map((m) => m.to)).toEqual([email]);
  });

  it('changes with every committed write, and not with a rolled-back one, a no-op update or a session stamp', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const { db } = t.database;
    const { id } = await insertProfile(db, { email: 'counted@example.com' });
    await db.execute(sql`insert into sessions (token_hash, user_id, expires_at) values ('h', ${id}, now() + interval '1 day')`);
    const start = await dbFingerprint(t);

    await db.execute(sql`update sessions set last_seen_at = now() + interval '1 minute'`);
    await db.execute(sql`update profiles set email = email where id = ${id}`);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update profiles set email = 'rolled-back@example.com' where id = ${id}`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await dbFingerprint(t)).toEqual(start);

    await db.execute(sql`update sessions set user_agent = 'changed'`);
    const afterSession = await dbFingerprint(t);
    expect(afterSession.sessions).toBe((start.sessions ?? 0) + 1);
    await db.execute(sql`delete from sessions`);
    await db.execute(sql`update profiles set email = 'changed@example.com' where id = ${id}`);
    expect(await dbFingerprint(t)).toEqual({ ...afterSession, sessions: afterSession.sessions! + 1, profiles: (start.profiles ?? 0) + 1 });
  });
});

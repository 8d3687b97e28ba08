import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProfileStatus } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { adminAuditLog, tokenLedger } from '#server/db/schema/index.ts';
import { ApiClient } from './api-client.ts';
import { GOOD_PASSWORD, insertProfile } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A client signed in through the real login route. */
export const signIn = (t: TestApp, email: string, password = GOOD_PASSWORD) => signInOn(t.app, email, password);

/** A client signed in on `app`: the test's own, or another app on the same database (one with Stripe, say). */
export async function signInOn(app: FastifyInstance, email: string, password = GOOD_PASSWORD) {
  const client = new ApiClient(app);
  const res = await client.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return client;
}

/** A new account (`inactive`: an applicant) signed in on `app`, with its profile row. */
export async function signedInGuestOn(app: FastifyInstance, db: Db, prefix: string, status: ProfileStatus = 'active') {
  const email = uniqueEmail(prefix);
  const profile = await insertProfile(db, { email, status });
  return { client: await signInOn(app, email), profile };
}

export async function signedInAdmin(t: TestApp) {
  const email = uniqueEmail('admin');
  const profile = await insertProfile(t.database.db, { email, role: 'admin' });
  return { client: await signIn(t, email), id: profile.id, email };
}

/** Audit rows written after `afterId` (take it with lastAuditId() before the action). */
export const auditRowsSince = (db: Db, afterId: number) =>
  db.select().from(adminAuditLog).where(gt(adminAuditLog.id, afterId)).orderBy(asc(adminAuditLog.id));

export async function lastAuditId(db: Db) {
  const [row] = await db.select({ id: max(adminAuditLog.id) }).from(adminAuditLog);
  return row?.id ?? 0;
}

export const ledgerRowsOf = (db: Db, userId: string, kind?: (typeof tokenLedger.$inferSelect)['kind']) =>
  db
    .select()
    .from(tokenLedger)
    .where(kind ? and(eq(tokenLedger.userId, userId), eq(tokenLedger.kind, kind)) : eq(tokenLedger.userId, userId))
    .orderBy(asc(tokenLedger.id));

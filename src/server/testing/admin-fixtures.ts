import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { adminAuditLog, tokenLedger } from '#server/db/schema/index.ts';
import { ApiClient } from './api-client.ts';
import { GOOD_PASSWORD, insertProfile } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A client signed in through the real login route. */
export async function signIn(t: TestApp, email: string, password = GOOD_PASSWORD) {
  const client = new ApiClient(t.app);
  const res = await client.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return client;
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

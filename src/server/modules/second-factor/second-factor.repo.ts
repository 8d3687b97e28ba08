import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.ts';
import { recoveryCodes, totpFactors, webauthnCredentials } from '#server/db/schema/index.ts';
import type { StoredPasskey } from './webauthn.ts';

export const findTotp = async (db: Queryable, userId: string) =>
  (await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)))[0];

/** Keeps a secret to be confirmed, replacing one not yet confirmed; false when the app is already on. */
export async function saveUnconfirmedTotp(db: Queryable, userId: string, secret: string): Promise<boolean> {
  const saved = await db
    .insert(totpFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: totpFactors.userId, set: { secret, createdAt: new Date() }, setWhere: isNull(totpFactors.confirmedAt) })
    .returning({ userId: totpFactors.userId });
  return saved.length > 0;
}

/**
 * Takes a code's step for the app: confirms an unconfirmed one, or for a confirmed one accepts the step only if it is
 * later than every step accepted before. False: the code was used already, or another request took its step first.
 */
export async function acceptTotpStep(tx: Tx, userId: string, step: number, confirming: boolean): Promise<boolean> {
  const taken = await tx
    .update(totpFactors)
    .set({ lastStep: step, ...(confirming ? { confirmedAt: new Date() } : {}) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        confirming ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
        lt(totpFactors.lastStep, step),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return taken.length > 0;
}

export const deleteTotp = (tx: Tx, userId: string) => tx.delete(totpFactors).where(eq(totpFactors.userId, userId)).returning();

export const listPasskeys = (db: Queryable, userId: string) =>
  db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, userId)).orderBy(webauthnCredentials.createdAt);

export const insertPasskey = (tx: Tx, userId: string, name: string, passkey: StoredPasskey) =>
  tx.insert(webauthnCredentials).values({ ...passkey, userId, name }).onConflictDoNothing().returning();

/** Keeps the passkey's signature counter, which the library has checked moved forward (a clone's would lag). */
export const recordPasskeyUse = (db: Queryable, id: string, counter: number) =>
  db.update(webauthnCredentials).set({ counter, lastUsedAt: new Date() }).where(eq(webauthnCredentials.id, id));

export const deletePasskey = (tx: Tx, userId: string, id: string) =>
  tx.delete(webauthnCredentials).where(and(eq(webauthnCredentials.userId, userId), eq(webauthnCredentials.id, id))).returning();

export async function replaceRecoveryCodes(tx: Tx, userId: string, hashes: string[]) {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length) await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export const unusedRecoveryCodes = async (db: Queryable, userId: string) =>
  (await db.select({ codeHash: recoveryCodes.codeHash }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))).map(
    (row) => row.codeHash,
  );

/** Marks the code used; false when it is not one of the account's or was used before. */
export async function useRecoveryCode(tx: Tx, userId: string, codeHash: string): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId });
  return used.length > 0;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** How many factors of each kind the account has: the app when confirmed, and its passkeys. */
export async function countFactors(db: Queryable, userId: string): Promise<{ totp: boolean; passkeys: number }> {
  const [[totp], [passkeys]] = await Promise.all([
    db.select({ n: count() }).from(totpFactors).where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt))),
    db.select({ n: count() }).from(webauthnCredentials).where(eq(webauthnCredentials.userId, userId)),
  ]);
  return { totp: (totp?.n ?? 0) > 0, passkeys: passkeys?.n ?? 0 };
}

export async function deleteAllFactors(tx: Tx, userId: string): Promise<number> {
  const totp = await deleteTotp(tx, userId);
  const passkeys = await tx.delete(webauthnCredentials).where(eq(webauthnCredentials.userId, userId)).returning();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return totp.filter((t) => t.confirmedAt).length + passkeys.length;
}

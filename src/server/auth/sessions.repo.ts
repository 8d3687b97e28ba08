import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '#server/db/client.ts';
import { profiles, sessions } from '#server/db/schema/index.ts';
import { hashToken, newSecretToken } from './tokens.ts';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a sign-in waits for its second factor after the right password. */
const SECOND_STEP_MS = 10 * 60 * 1000;
// Writing last_seen_at on every request would turn reads into writes; a coarse stamp is enough for idle expiry.
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type SessionUser = typeof profiles.$inferSelect;

/** Where a session signs in from, and how far it has come through the sign-in's second factor. */
export type SessionStart = {
  userAgent?: string | null;
  ipAddress?: string | null;
  awaitingSecondFactor?: boolean;
  secondFactorAt?: Date | null;
};

export async function createSession(db: Queryable, userId: string, start: SessionStart = {}, now = new Date()): Promise<string> {
  const token = newSecretToken();
  await db.insert(sessions).values({
    ...start,
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + (start.awaitingSecondFactor ? SECOND_STEP_MS : SESSION_ABSOLUTE_MS)),
  });
  return token;
}

/**
 * The lookup behind every signed-in API request, built once per database as a named prepared statement:
 * assembling its SQL took more of the request's CPU than PostgreSQL took to answer it.
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      profile: profiles,
      lastSeenAt: sessions.lastSeenAt,
      awaitingSecondFactor: sessions.awaitingSecondFactor,
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

/** The profile behind a live session token, or null when the token is unknown, idle or past its absolute expiry. */
export async function resolveSession(db: Db, token: string, now = new Date()) {
  const tokenHash = hashToken(token);
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  // Placeholders bypass the columns' encoders, so the times go in as ISO strings.
  const [row] = await lookup.execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { profile: row.profile, tokenHash, awaitingSecondFactor: row.awaitingSecondFactor, secondFactorAt: row.secondFactorAt };
}

/** The session proved its second factor now: it counts for the step-up window from here (docs/decisions/038). */
export const stampSecondFactor = (db: Queryable, tokenHash: string, now = new Date()) =>
  db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.tokenHash, tokenHash));

/** Keeps the WebAuthn challenge this session was just given. */
export const rememberWebauthnChallenge = (db: Queryable, tokenHash: string, challenge: string) =>
  db.update(sessions).set({ webauthnChallenge: challenge }).where(eq(sessions.tokenHash, tokenHash));

export async function webauthnChallengeOf(db: Queryable, tokenHash: string): Promise<string | null> {
  const [given] = await db.select({ challenge: sessions.webauthnChallenge }).from(sessions).where(eq(sessions.tokenHash, tokenHash));
  return given?.challenge ?? null;
}

/**
 * Uses up the challenge an answer verified against: false when it is gone already (another answer to it won the
 * race), so each challenge counts once. A refused answer leaves it, and writes nothing.
 */
export async function useWebauthnChallenge(db: Queryable, tokenHash: string, challenge: string): Promise<boolean> {
  const used = await db
    .update(sessions)
    .set({ webauthnChallenge: null })
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.webauthnChallenge, challenge)))
    .returning({ tokenHash: sessions.tokenHash });
  return used.length > 0;
}

export const endSession = (db: Queryable, tokenHash: string) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

export const deleteSession = (db: Queryable, token: string) => endSession(db, hashToken(token));

/** Ends every session of a user except, optionally, the one making the request. */
export const deleteOtherSessions = (db: Queryable, userId: string, keepTokenHash?: string) =>
  db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));

export const deleteExpiredSessions = (db: Queryable, now = new Date()) =>
  db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, sql`${new Date(now.getTime() - SESSION_IDLE_MS)}`)),
    );

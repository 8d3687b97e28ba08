import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { msg } from '#shared/messages.ts';
import type { Role } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/index.ts';
import { AppError, conflict, notFound } from '#server/http/errors.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { sendPasswordReset } from '#server/auth/password-reset.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { insertProfile } from '#server/modules/registration/registration.service.ts';
import { postLedgerEntry } from '#server/modules/tokens/ledger.ts';
import { writeAudit } from '#server/modules/audit/audit-log.ts';
import { findProfile, hasHistory, lockProfile } from './users.repo.ts';

type ProfileRow = typeof profiles.$inferSelect;

/** What the audit log keeps of a profile: never the password hash. */
const auditView = (p: ProfileRow) => ({ email: p.email, role: p.role, status: p.status, tokenBalance: p.tokenBalance });

/** Create User (SPEC §5): an active account whose initial tokens are a ledger row, not a bare number. */
export async function createUser(
  db: Db,
  actorId: string,
  input: { email: string; password: string; role: Role; initialTokens: number },
): Promise<ProfileRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const created = await insertProfile(tx, { email: input.email, passwordHash, role: input.role, status: 'active' });
    let tokenBalance = 0;
    if (input.initialTokens > 0) {
      tokenBalance = await postLedgerEntry(tx, {
        userId: created.id,
        delta: input.initialTokens,
        kind: 'admin_adjustment',
        actorId,
        note: 'Initial tokens at account creation',
      });
    }
    const user = { ...created, tokenBalance };
    await writeAudit(tx, { actorId, action: 'user.create', entity: 'profile', entityId: user.id, after: auditView(user) });
    return user;
  });
}

/**
 * Sets a balance by posting ONE admin_adjustment of the difference (DESIGN §4). The profile row is
 * locked first, so the difference is taken against the balance that is really there, even when
 * another admin or a checkout changes it at the same moment.
 */
export async function setTokenBalance(db: Db, actorId: string, userId: string, target: number): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) throw notFound(msg.adminUserNotFound);
    const delta = target - profile.tokenBalance;
    if (delta === 0) return profile;
    await postLedgerEntry(tx, {
      userId,
      delta,
      kind: 'admin_adjustment',
      actorId,
      note: `Balance set from ${profile.tokenBalance} to ${target}`,
    });
    await writeAudit(tx, {
      actorId,
      action: 'user.token_balance',
      entity: 'profile',
      entityId: userId,
      before: { tokenBalance: profile.tokenBalance },
      after: { tokenBalance: target },
    });
    return { ...profile, tokenBalance: target };
  });
}

/** Approving activates the account with role user; the balance stays what the ledger says (DESIGN §6.5). */
export async function approveApplication(db: Db, actorId: string, userId: string): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile || profile.status !== 'inactive') throw notFound(msg.applicationNotFound);
    const [approved] = await tx
      .update(profiles)
      .set({ status: 'active', role: 'user' })
      .where(eq(profiles.id, userId))
      .returning();
    await writeAudit(tx, {
      actorId,
      action: 'application.approve',
      entity: 'profile',
      entityId: userId,
      before: auditView(profile),
      after: auditView(approved!),
    });
    return approved!;
  });
}

/** Rejecting deletes the application; never an active account, nor one with token or order history. */
export async function rejectApplication(db: Db, actorId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) throw notFound(msg.applicationNotFound);
    if (profile.status !== 'inactive') throw conflict(msg.onlyApplicationsRejectable, 'NOT_AN_APPLICATION');
    if (await hasHistory(tx, userId)) throw conflict(msg.applicationHasHistory, 'APPLICATION_HAS_HISTORY');
    await tx.delete(profiles).where(eq(profiles.id, userId));
    await writeAudit(tx, {
      actorId,
      action: 'application.reject',
      entity: 'profile',
      entityId: userId,
      before: { ...auditView(profile), bookingNumber: profile.bookingNumber },
    });
  });
}

/** The admin's 'send password reset e-mail': the same single-use link a guest can ask for. */
export async function sendResetEmail(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  actorId: string,
  userId: string,
  log: FastifyBaseLogger,
): Promise<ProfileRow> {
  const profile = await findProfile(db, userId);
  if (!profile) throw notFound(msg.adminUserNotFound);
  try {
    await sendPasswordReset(db, mailer, publicUrl, profile.email);
  } catch (error) {
    log.error({ err: error }, 'admin password reset mail failed');
    throw new AppError(502, 'MAIL_FAILED', msg.sendResetFailed);
  }
  await db.transaction((tx) =>
    writeAudit(tx, { actorId, action: 'user.password_reset_sent', entity: 'profile', entityId: userId }),
  );
  return profile;
}

import { msg } from '#shared/messages.ts';
import type { AccountSession } from '#shared/schemas/sessions.ts';
import type { Auth } from '#server/auth/guards.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { lockProfile, type ProfileRow } from '#server/modules/profiles/index.ts';
import { deleteSessionsCounted, deleteUserSession, listLiveSessions } from './account-sessions.repo.ts';
import { sessionIdOf, toAccountSession } from './account-sessions.presenter.ts';

/** "Your sessions": the person's live sessions, the one asking first, then by last use. */
export async function listAccountSessions(db: Db, auth: Auth): Promise<AccountSession[]> {
  const shown = (await listLiveSessions(db, auth.profile.id)).map((row) => toAccountSession(row, auth.tokenHash));
  return [...shown.filter((s) => s.current), ...shown.filter((s) => !s.current)];
}

/**
 * Ends one of the person's own sessions, found by its id among those they can see: another person's session, or
 * one already ended, is not found. Ending the one asking signs it out (`signedOut`).
 */
export async function endAccountSession(db: Db, auth: Auth, id: string): Promise<{ signedOut: boolean }> {
  const found = (await listLiveSessions(db, auth.profile.id)).find((row) => sessionIdOf(row.tokenHash) === id);
  if (!found || !(await deleteUserSession(db, auth.profile.id, found.tokenHash))) throw notFound(msg.sessionNotFound);
  return { signedOut: found.tokenHash === auth.tokenHash };
}

/** "End all other sessions": every session of the person but the one asking; how many ended. */
export const endOtherSessions = (db: Db, auth: Auth): Promise<number> => deleteSessionsCounted(db, auth.profile.id, auth.tokenHash);

/**
 * An admin ends every session of a user (audited). Their own account keeps the session they act from, so the
 * back office they are using stays open; every other session of it ends.
 */
export async function endUserSessions(db: Db, actor: Auth, userId: string): Promise<{ user: ProfileRow; ended: number }> {
  return inTransaction(db, async (tx) => {
    const user = await lockProfile(tx, userId);
    if (!user) throw notFound(msg.adminUserNotFound);
    const keep = userId === actor.profile.id ? actor.tokenHash : undefined;
    const ended = await deleteSessionsCounted(tx, userId, keep);
    await writeAudit(tx, { actorId: actor.profile.id, action: 'user.end_sessions', entity: 'profile', entityId: userId, after: { ended } });
    return { user, ended };
  });
}

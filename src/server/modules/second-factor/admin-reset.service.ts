import { msg } from '#shared/messages.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/errors.ts';
import { deleteOtherSessions } from '#server/auth/sessions.repo.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { lockProfile } from '#server/modules/profiles/index.ts';
import { deleteAllFactors } from './second-factor.repo.ts';
import { queueSecurityMail } from './security-mail.ts';

/**
 * Another admin removes every factor of an account whose owner lost their device (docs/decisions/038): the
 * recovery codes go too, every session of the account ends (a thief's among them), the change is audited and the
 * owner mailed. An account that must have a factor adds a new one at its next sign-in.
 */
export async function removeAllFactors(db: Db, actorId: string, userId: string): Promise<{ email: string; mailIds: string[] }> {
  return inTransaction(db, async (tx) => {
    const owner = await lockProfile(tx, userId);
    if (!owner) throw notFound(msg.adminUserNotFound);
    const removed = await deleteAllFactors(tx, userId);
    await deleteOtherSessions(tx, userId);
    await writeAudit(tx, { actorId, action: 'user.second_factor_reset', entity: 'user', entityId: userId, before: { factors: removed }, after: { factors: 0 } });
    return { email: owner.email, mailIds: await queueSecurityMail(tx, owner, 'factors_removed_by_admin') };
  });
}

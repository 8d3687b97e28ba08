import { and, eq, exists, or, sql, type AnyColumn } from 'drizzle-orm';
import { deletedGuestEmail } from '#shared/constants.ts';
import type { Tx } from '#server/db/client.ts';
import {
  adminAuditLog,
  dataExports,
  mails,
  orders,
  passwordResetTokens,
  profiles,
  recoveryCodes,
  securityEvents,
  sessions,
  totpFactors,
  webauthnCredentials,
} from '#server/db/schema/index.ts';

/** A password hash no password matches: argon2 refuses to verify it (crypto/passwords.ts answers false). */
const NO_PASSWORD = '!deleted';

export async function hasPendingOrders(tx: Tx, profileId: string): Promise<boolean> {
  const [row] = await tx
    .select({ pending: exists(tx.select().from(orders).where(and(eq(orders.userId, profileId), eq(orders.status, 'pending')))) })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return Boolean(row?.pending);
}

/**
 * The profile row keeps its id, role, language and balance (0 by then) for the orders and ledger rows that name it;
 * everything that names or reaches the person goes (docs/decisions/041).
 */
export async function anonymiseProfile(tx: Tx, profileId: string) {
  await tx
    .update(profiles)
    .set({
      email: deletedGuestEmail(profileId),
      passwordHash: NO_PASSWORD,
      status: 'deleted',
      bookingNumber: null,
      loungeId: null,
      remindersOptOut: true,
      mustChangePassword: false,
    })
    .where(eq(profiles.id, profileId));
}

/** Every way into the account: sessions, reset links, second factors, recovery codes; and prepared exports. */
export async function deleteCredentials(tx: Tx, profileId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, profileId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, profileId));
  await tx.delete(totpFactors).where(eq(totpFactors.userId, profileId));
  await tx.delete(webauthnCredentials).where(eq(webauthnCredentials.userId, profileId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, profileId));
  // An export's zip holds the e-mail and everything else (docs/decisions/048).
  await tx.delete(dataExports).where(eq(dataExports.profileId, profileId));
}

/** The outbox's mails to the person, waiting or sent: the outbox is not a record of account. */
export async function deleteMails(tx: Tx, profileId: string, email: string) {
  await tx.delete(mails).where(or(eq(mails.profileId, profileId), eq(mails.recipient, email)));
}

/**
 * The security log keeps what happened and when, under the pseudonymous id, and loses the e-mail, the address and
 * the browser: the one change its trigger lets through (drizzle/0016_data_rights.sql).
 */
export async function eraseSecurityEvents(tx: Tx, profileId: string, email: string) {
  await tx
    .update(securityEvents)
    .set({ email: null, ipAddress: null, detail: null })
    .where(or(eq(securityEvents.userId, profileId), eq(sql`lower(${securityEvents.email})`, email.toLowerCase())));
}

/**
 * The audit log's before and after name the e-mail where an admin created or changed the account: it becomes the
 * pseudonymous one. The e-mail is matched as it stands in the JSON text (an e-mail holds no character JSON escapes).
 */
export async function eraseFromAuditLog(tx: Tx, profileId: string, email: string) {
  const pseudonym = deletedGuestEmail(profileId);
  const replaced = (column: AnyColumn) => sql`replace(${column}::text, ${email}, ${pseudonym})::jsonb`;
  const mentions = (column: AnyColumn) => sql`position(${email} in ${column}::text) > 0`;
  await tx
    .update(adminAuditLog)
    .set({ before: replaced(adminAuditLog.before), after: replaced(adminAuditLog.after) })
    .where(or(mentions(adminAuditLog.before), mentions(adminAuditLog.after)));
}

import { ERROR_CODES } from '#shared/api-error.ts';
import { editionDays } from '#shared/edition-days.ts';
import { msg } from '#shared/messages.ts';
import type { Role } from '#shared/constants.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { hashPassword } from '#server/crypto/passwords.ts';
import { requireStrongPassword } from '#server/auth/password-policy.ts';
import { queuePasswordResetMail } from '#server/modules/auth/index.ts';
import { queueWelcomeMail } from '#server/modules/mail/index.ts';
import { createProfile, deleteProfile, findProfile, hasHistory, lockProfile, type ProfileRow, updateProfile } from '#server/modules/profiles/index.ts';
import { findStatementPage, postLedgerEntry } from '#server/modules/tokens/index.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { queueSecurityMail } from '#server/modules/second-factor/index.ts';
import { currentEdition } from '#server/modules/editions/index.ts';
import { listUserLounges } from '#server/modules/lounges/index.ts';
import { listUserOrders } from '#server/modules/orders/index.ts';

/** Edit Tokens as the route hands it over (tokenBalanceBody has trimmed the reason). */
type TokenBalanceInput = { tokenBalance: number; reason: string };

/** What the audit log keeps of a profile: never the password hash. */
const auditView = (p: ProfileRow) => ({ email: p.email, role: p.role, status: p.status, tokenBalance: p.tokenBalance });

/**
 * Create User (docs/product.md#validation-rules): an active account whose initial tokens are a ledger row, and whose
 * password meets the rule of its role (docs/decisions/036).
 */
export async function createUser(
  db: Db,
  actorId: string,
  input: { email: string; password: string; role: Role; initialTokens: number },
): Promise<ProfileRow> {
  await requireStrongPassword(input.password, input, 'password');
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const created = await createProfile(tx, { email: input.email, passwordHash, role: input.role, status: 'active' });
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
 * Edit user: user, staff or admin (audited). Not one's own role, so that the last admin cannot lock the
 * back office by accident.
 */
export async function setRole(db: Db, actorId: string, userId: string, role: Role): Promise<ProfileRow> {
  if (userId === actorId) throw conflict(msg.ownRoleLocked, ERROR_CODES.ownRole);
  return inTransaction(db, async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) throw notFound(msg.adminUserNotFound);
    if (profile.role === role) return profile;
    const updated = await updateProfile(tx, userId, { role });
    await writeAudit(tx, { actorId, action: 'user.role', entity: 'profile', entityId: userId, before: { role: profile.role }, after: { role } });
    await queueSecurityMail(tx, updated, 'role_changed', role);
    return updated;
  });
}

/**
 * Sets a balance by posting ONE admin_adjustment of the difference (docs/product.md#tokens-and-the-ledger), with the
 * admin's reason as the row's note (the guest's statement shows it) and in the audit log. The profile row is locked
 * first, so the difference is taken against the balance that is really there, even when another admin or a checkout
 * changes it at the same moment.
 */
export async function setTokenBalance(db: Db, actorId: string, userId: string, input: TokenBalanceInput): Promise<ProfileRow> {
  const { tokenBalance: target, reason } = input;
  return inTransaction(db, async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) throw notFound(msg.adminUserNotFound);
    const delta = target - profile.tokenBalance;
    if (delta === 0) return profile;
    await postLedgerEntry(tx, { userId, delta, kind: 'admin_adjustment', actorId, note: reason });
    await writeAudit(tx, {
      actorId,
      action: 'user.token_balance',
      entity: 'profile',
      entityId: userId,
      before: { tokenBalance: profile.tokenBalance },
      after: { tokenBalance: target, reason },
    });
    return { ...profile, tokenBalance: target };
  });
}

/**
 * Approving sets status active, role user and balance 0 (docs/product.md#account-states). An application holds no
 * tokens unless an admin gave it some; those go back through the ledger, as one adjustment, never by overwriting. The
 * guest is welcomed in the same transaction (decision 023): approval grants no lounge and no tokens, so the welcome
 * names the lounges the account has (usually none) and how to add one.
 */
export async function approveApplication(db: Db, actorId: string, userId: string): Promise<ProfileRow> {
  return inTransaction(db, async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile || profile.status !== 'inactive') throw notFound(msg.applicationNotFound);
    if (profile.tokenBalance !== 0) {
      await postLedgerEntry(tx, {
        userId,
        delta: -profile.tokenBalance,
        kind: 'admin_adjustment',
        actorId,
        note: 'Balance set to 0 on approval',
      });
    }
    const approved = await updateProfile(tx, userId, { status: 'active', role: 'user' });
    const edition = await currentEdition(tx);
    const lounges = await listUserLounges(tx, userId, edition.id);
    await queueWelcomeMail(tx, approved, lounges, editionDays(edition.festivalStart), 0, approved.tokenBalance);
    await writeAudit(tx, {
      actorId,
      action: 'application.approve',
      entity: 'profile',
      entityId: userId,
      before: auditView(profile),
      after: auditView(approved),
    });
    return approved;
  });
}

/** Rejecting deletes the application; never an active account, nor one with token or order history. */
export async function rejectApplication(db: Db, actorId: string, userId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) throw notFound(msg.applicationNotFound);
    if (profile.status !== 'inactive') throw conflict(msg.onlyApplicationsRejectable, ERROR_CODES.notAnApplication);
    if (await hasHistory(tx, userId)) throw conflict(msg.applicationHasHistory, ERROR_CODES.applicationHasHistory);
    await deleteProfile(tx, userId);
    await writeAudit(tx, {
      actorId,
      action: 'application.reject',
      entity: 'profile',
      entityId: userId,
      before: { ...auditView(profile), bookingNumber: profile.bookingNumber },
    });
  });
}

/**
 * The admin's 'send password reset e-mail': the same single-use link a guest can ask for (the guest's hourly limit
 * does not bind an admin). The mail is queued and the action audited in one transaction, so the action happens
 * once, whichever worker then sends the mail; the caller hands the mail ids to its worker after the commit
 * (docs/decisions/034). A mail the mail server refuses is retried, and shows on the Mail page if it fails for good.
 */
export async function sendResetEmail(db: Db, publicUrl: string, actorId: string, userId: string): Promise<{ user: ProfileRow; mailIds: string[] }> {
  return inTransaction(db, async (tx) => {
    const user = await lockProfile(tx, userId);
    if (!user) throw notFound(msg.adminUserNotFound);
    const mailIds = await queuePasswordResetMail(tx, publicUrl, user);
    await writeAudit(tx, { actorId, action: 'user.password_reset_sent', entity: 'profile', entityId: userId });
    return { user, mailIds };
  });
}

/** The latest statement rows a guest's page shows; older ones stay on the ledger. */
export const OVERVIEW_STATEMENT_ROWS = 100;

/** A guest's page (lounges, orders, token statement), read in one go so the parts agree. */
export async function userOverview(db: Db, userId: string) {
  const user = await findProfile(db, userId);
  if (!user) throw notFound(msg.adminUserNotFound);
  const [lounges, orders, statement] = await Promise.all([
    listUserLounges(db, userId),
    listUserOrders(db, userId),
    findStatementPage(db, userId, { limit: OVERVIEW_STATEMENT_ROWS }),
  ]);
  return { user, lounges, orders, statement };
}

import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { AdminMail, AdminMailsResponse } from '#shared/schemas/mail.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/audit/index.ts';
import { findProfile, setRemindersOptOut } from '#server/modules/profiles/index.ts';
import { countMailsByStatus, findMail, listMails, requeueFailedMail, type MailRow } from './mail-outbox.repo.ts';

const LIST_LIMIT = 200;

const toAdminMail = (row: MailRow): AdminMail => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function listAdminMails(db: Db, status: 'waiting' | 'sent' | 'failed'): Promise<AdminMailsResponse> {
  const [rows, counts] = await Promise.all([listMails(db, status, LIST_LIMIT), countMailsByStatus(db)]);
  return { mails: rows.map(toAdminMail), counts };
}

/** Puts a failed mail back in the queue (audited); the worker sends it on its next round. */
export async function retryMail(db: Db, actorId: string, id: string): Promise<AdminMail> {
  return inTransaction(db, async (tx) => {
    const before = await findMail(tx, id);
    if (!before) throw notFound(msg.mailNotFound);
    const row = await requeueFailedMail(tx, id);
    if (!row) throw conflict(msg.mailNotFailed, ERROR_CODES.mailNotFailed, { status: before.status });
    await writeAudit(tx, {
      actorId,
      action: 'mail.retry',
      entity: 'mail',
      entityId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: row.status },
    });
    return toAdminMail(row);
  });
}

export async function getMailPreferences(db: Db, userId: string) {
  const profile = await findProfile(db, userId);
  return { reminders: !profile?.remindersOptOut };
}

export async function updateMailPreferences(db: Db, userId: string, reminders: boolean) {
  const row = await setRemindersOptOut(db, userId, !reminders);
  const on = !row?.remindersOptOut;
  return { reminders: on, message: on ? msg.remindersOn : msg.remindersOff };
}

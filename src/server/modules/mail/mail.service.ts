import type { MailKind } from '#shared/constants.ts';
import type { Queryable } from '#server/db/client.ts';
import type { MailPayloads } from '#server/mail/templates/mail-payloads.ts';
import { mailSubject } from '#server/mail/templates/render-mail.tsx';
import type { AnyMail } from '#server/mail/templates/mail-payloads.ts';
import { insertMails } from './mail-outbox.repo.ts';

export type MailRequest<K extends MailKind = MailKind> = {
  kind: K;
  to: string;
  profileId?: string | null;
  payload: MailPayloads[K];
  /** At most one mail per key, ever (e.g. one reminder per guest). */
  dedupeKey?: string;
};

/**
 * Queues mails in the caller's transaction (the transactional outbox, decision 022): they exist exactly when the
 * change they report was committed, and the mail worker sends them afterwards. Returns the ids queued (a mail
 * whose dedupe key was already queued is left out).
 */
export async function enqueueMails(tx: Queryable, requests: MailRequest[]): Promise<string[]> {
  return insertMails(
    tx,
    requests.map((r) => ({
      kind: r.kind,
      recipient: r.to,
      profileId: r.profileId ?? null,
      payload: r.payload as Record<string, unknown>,
      subject: mailSubject({ kind: r.kind, payload: r.payload } as AnyMail),
      dedupeKey: r.dedupeKey ?? null,
    })),
  );
}

export const enqueueMail = <K extends MailKind>(tx: Queryable, request: MailRequest<K>) => enqueueMails(tx, [request as MailRequest]);

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { retryDelay, type OutboxOptions } from '#server/db/outbox.ts';
import { pollLoop } from '#server/db/poll-loop.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { SECRET_PAYLOAD_KEYS, type AnyMail } from '#server/mail/templates/mail-payloads.ts';
import { renderMail, type RenderedMail } from '#server/mail/templates/render-mail.tsx';
import { claimDueMails, markAttemptFailed, markSent, type ClaimedMail } from './mail-outbox.repo.ts';
import { runDueReminderSchedules } from './reminder.service.ts';

/** A mail given up after `maxAttempts` is marked failed; an admin can retry it. */
export type MailQueueOptions = OutboxOptions & {
  /** The shop's address, for links in mails. */
  shopUrl: string;
};

const BATCH = 10;

export type MailQueue = ReturnType<typeof createMailQueue>;

/**
 * The mail worker: claims due mails from the outbox (FOR UPDATE SKIP LOCKED, so several instances never take
 * the same one), renders and sends each outside any transaction, and records the outcome. A failed attempt is
 * retried with back-off; a worker that dies mid-way leaves its claim to expire and another one (or itself
 * after a restart) sends the mail. Sending is at-least-once only between the SMTP server's acceptance and the
 * row being marked sent (decision 022).
 */
export function createMailQueue(db: Db, mailer: Mailer, options: MailQueueOptions, log: Pick<FastifyBaseLogger, 'error' | 'warn'>) {
  const inFlight = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  /** Resolves once the mails on their way have been sent or failed, and their outcome is recorded. */
  const settled = async () => {
    await Promise.allSettled([...inFlight]);
  };

  // In the language the recipient reads at the moment it is sent (decision 025): a mail waiting out an SMTP outage
  // follows a change of language made meanwhile.
  const render = (row: ClaimedMail) => renderMail({ kind: row.kind, payload: row.payload } as AnyMail, options.shopUrl, row.language);

  /** Sends one claimed mail (rendered already, or now); true when it left. */
  async function send(row: ClaimedMail, rendered?: Promise<RenderedMail>): Promise<boolean> {
    try {
      await mailer.send({ to: row.recipient, ...(await (rendered ?? render(row))) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryIn = retryDelay(row.attempts, options);
      log.warn({ mailId: row.id, kind: row.kind, attempt: row.attempts, err: message }, retryIn === null ? 'mail failed for good' : 'mail attempt failed; retrying later');
      await markAttemptFailed(db, row.id, message.slice(0, 500), retryIn).catch((e: unknown) => log.error({ err: e }, 'could not record a mail failure'));
      return false;
    }
    const payload = { ...(row.payload as Record<string, unknown>) };
    for (const key of SECRET_PAYLOAD_KEYS[row.kind] ?? []) delete payload[key];
    await markSent(db, row.id, payload).catch((e: unknown) => log.error({ err: e, mailId: row.id }, 'mail sent but not marked sent; it may go out again'));
    return true;
  }

  const claim = (ids?: string[]) => inTransaction(db, (tx) => claimDueMails(tx, { limit: ids?.length ?? BATCH, leaseMs: options.leaseMs, ids }));

  /** Runs the reminders scheduled for now (decision 023), then claims and sends one batch of due mails; the number claimed. */
  async function runOnce(): Promise<number> {
    await runDueReminderSchedules(db);
    const rows = await claim();
    for (const row of rows) await track(send(row));
    return rows.length;
  }

  const loop = pollLoop(runOnce, options.pollMs, (error) => log.error({ err: error }, 'mail worker could not read the queue'));

  return {
    runOnce,

    /**
     * Claims the given (just committed) mails at once and sends them in the background, so a request can answer
     * before the mail server does; a mail another worker took first is left to it. It never fails the request:
     * the mails are committed, and whatever this hand-over could not claim the polling worker sends (decision
     * 022). Stopping waits for the mails on their way.
     */
    async deliverSoon(ids: string[]): Promise<void> {
      if (!ids.length) return;
      const rows = await claim(ids).catch((error: unknown) => {
        log.warn({ err: error, mailIds: ids }, 'could not hand mails to the worker at once; it sends them on its next round');
        return [];
      });
      // Rendered before the caller answers, so the hand-over to the mail server starts at once.
      const rendered = await Promise.all(rows.map(async (row) => ({ row, mail: await render(row).catch(() => null) })));
      for (const { row, mail } of rendered) void track(send(row, mail ? Promise.resolve(mail) : undefined));
    },

    start: loop.start,

    settled,

    /** Stops polling and waits for the mails on their way (graceful shutdown). */
    async stop() {
      await loop.stop();
      await settled();
    },
  };
}

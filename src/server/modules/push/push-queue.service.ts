import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '#server/db/client.ts';
import { retryDelay, type OutboxOptions } from '#server/db/outbox.ts';
import { pollLoop } from '#server/db/poll-loop.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { claimDuePushes, deleteSubscription, markPushFailed, markPushSent, type ClaimedPush, type VapidKeys } from './push.repo.ts';
import { PUSH_TTL_SECONDS, renderPush } from './push-texts.ts';
import { vapidKeys } from './vapid-keys.service.ts';

export type PushQueueOptions = OutboxOptions & {
  /** The VAPID subject: how a push service reaches the shop's operators. */
  vapidSubject: string;
  /** The HTTPS agent to the push services (tests trust their own push service's certificate through it). */
  agent?: Agent;
};

const BATCH = 20;
const SEND_TIMEOUT_MS = 15_000;
/** The push service no longer knows the subscription: the browser unsubscribed or it expired (RFC 8030). */
const GONE = new Set([404, 410]);

export type PushQueue = ReturnType<typeof createPushQueue>;

/**
 * The push worker (docs/decisions/043-web-push.md): claims due messages from the push outbox as the mail worker
 * claims mails (decision 022), so that of several instances each message is sent by one; encrypts and sends each
 * through `web-push` outside any transaction; removes a subscription its push service answers 404 or 410 for,
 * and retries other failures with back-off.
 */
export function createPushQueue(db: Db, options: PushQueueOptions, log: Pick<FastifyBaseLogger, 'error' | 'warn'>) {
  async function send(message: ClaimedPush, keys: VapidKeys): Promise<void> {
    const notice = renderPush(message.kind, message.payload, message.language);
    try {
      await webpush.sendNotification({ endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } }, JSON.stringify(notice), {
        vapidDetails: { subject: options.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS[message.kind],
        // Both are read within minutes: a new order to pack, a runner about to arrive.
        urgency: message.kind === 'new_orders' || message.kind === 'order_on_way' ? 'high' : 'normal',
        timeout: SEND_TIMEOUT_MS,
        ...(options.agent ? { agent: options.agent } : {}),
      });
    } catch (error) {
      if (error instanceof WebPushError && GONE.has(error.statusCode)) {
        await deleteSubscription(db, message.subscriptionId);
        return;
      }
      const reason = error instanceof WebPushError ? `${error.statusCode} ${error.body}`.trim() : error instanceof Error ? error.message : String(error);
      const retryInMs = retryDelay(message.attempts, options);
      log.warn({ pushId: message.id, kind: message.kind, attempt: message.attempts, err: reason }, retryInMs === null ? 'push message failed for good' : 'push attempt failed; retrying later');
      await markPushFailed(db, message.id, reason.slice(0, 500), retryInMs);
      return;
    }
    await markPushSent(db, message.id);
  }

  /** Claims one batch of due messages and sends them side by side; the number claimed. */
  async function runOnce(): Promise<number> {
    const claimed = await inTransaction(db, (tx) => claimDuePushes(tx, { limit: BATCH, leaseMs: options.leaseMs }));
    if (!claimed.length) return 0;
    const keys = await vapidKeys(db);
    await Promise.all(claimed.map((message) => send(message, keys).catch((error: unknown) => log.error({ err: error, pushId: message.id }, 'could not record a push outcome'))));
    return claimed.length;
  }

  // stop() waits for the round under way (graceful shutdown); a message not yet sent stays queued.
  return { runOnce, ...pollLoop(runOnce, options.pollMs, (error) => log.error({ err: error }, 'push worker could not read the queue')) };
}

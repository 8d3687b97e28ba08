import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '#server/db/client.ts';
import { startPollLoop } from '#server/db/poll-loop.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { claimDuePushes, deleteSubscription, markPushFailed, markPushSent, type ClaimedPush, type VapidKeys } from './push.repo.ts';
import { PUSH_TTL_SECONDS, renderPush } from './push-texts.ts';
import { vapidKeys } from './vapid-keys.service.ts';

export type PushQueueOptions = {
  /** How often an idle worker looks for due messages; 0 runs no background worker (tests drive it). */
  pollMs: number;
  /** How long a claim holds a message; past it, another worker takes over from one that died. */
  leaseMs: number;
  /** Attempts before a message is given up. */
  maxAttempts: number;
  /** Wait before the second attempt; doubled for each further one, at most an hour. */
  retryBaseMs: number;
  /** The VAPID subject: how a push service reaches the shop's operators. */
  vapidSubject: string;
  /** The HTTPS agent to the push services (tests trust their own push service's certificate through it). */
  agent?: Agent;
};

const BATCH = 20;
const MAX_RETRY_MS = 60 * 60_000;
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
  let loop: ReturnType<typeof startPollLoop> | undefined;

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
      const final = message.attempts >= options.maxAttempts;
      log.warn({ pushId: message.id, kind: message.kind, attempt: message.attempts, err: reason }, final ? 'push message failed for good' : 'push attempt failed; retrying later');
      await markPushFailed(db, message.id, reason.slice(0, 500), final ? null : Math.min(options.retryBaseMs * 2 ** (message.attempts - 1), MAX_RETRY_MS));
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

  return {
    runOnce,
    start() {
      if (options.pollMs <= 0 || loop) return;
      loop = startPollLoop(runOnce, options.pollMs, (error) => log.error({ err: error }, 'push worker could not read the queue'));
    },
    /** Stops polling after the round under way (graceful shutdown); a message not yet sent stays queued. */
    async stop() {
      await loop?.stop();
      loop = undefined;
    },
  };
}

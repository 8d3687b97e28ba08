import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mails } from '#server/db/schema/index.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { smtpMailer } from '#server/mail/mailer.ts';
import { useTestDatabase } from '#server/testing/suite.ts';
import { startSmtpTestServer } from '#server/testing/smtp-test-server.ts';
import { waitFor } from '#server/testing/wait-for.ts';
import { createMailQueue, type MailQueueOptions } from './mail-queue.service.ts';
import { claimDueMails } from './mail-outbox.repo.ts';
import { enqueueMails, type MailRequest } from './mail.service.ts';

const database = useTestDatabase();
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

const OPTIONS: MailQueueOptions = { pollMs: 20, leaseMs: 60_000, maxAttempts: 50, retryBaseMs: 40, shopUrl: 'http://shop.test' };
const silent = { error: () => {}, warn: () => {} };
const queueOf = (options: Partial<MailQueueOptions> = {}) =>
  createMailQueue(database.db, smtpMailer(smtp.url, 'Shop <shop@example.com>'), { ...OPTIONS, ...options }, silent);

const receipts = (n: number): MailRequest[] => {
  const run = randomBytes(4).toString('hex');
  return Array.from({ length: n }, (_, i) => ({
    kind: 'token_receipt',
    to: `guest-${run}-${i}@example.com`,
    payload: { tokens: 10 + i, amountChf: 25, packageName: 'Starter', balance: 10 + i },
  }));
};
const enqueue = (requests: MailRequest[]) => inTransaction(database.db, (tx) => enqueueMails(tx, requests));
const arrivedTo = (to: string) => smtp.received.filter((m) => m.to === to).length;
const statusOf = async (id: string) => (await database.db.select().from(mails).where(eq(mails.id, id)))[0]!;

describe('mail outbox', () => {
  it('sends a queued mail with an HTML and a plain-text part, once', async () => {
    const [request] = receipts(1);
    const [id] = await enqueue([request!]);
    const queue = queueOf();
    expect(await queue.runOnce()).toBe(1);
    expect(await queue.runOnce()).toBe(0);
    const mail = smtp.received.find((m) => m.to === request!.to)!;
    expect(mail.subject).toBe('Your token purchase receipt');
    expect(mail.text).toContain('Tokens: 10');
    expect(mail.text).toContain('Amount paid: 25 CHF');
    expect(mail.html).toContain('Package: Starter');
    expect(arrivedTo(request!.to)).toBe(1);
    expect((await statusOf(id!)).status).toBe('sent');
  });

  it('queues nothing for a rolled-back transaction', async () => {
    const [request] = receipts(1);
    await expect(
      inTransaction(database.db, async (tx) => {
        await enqueueMails(tx, [request!]);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await queueOf().runOnce();
    expect(arrivedTo(request!.to)).toBe(0);
    expect(await database.db.select().from(mails).where(eq(mails.recipient, request!.to))).toEqual([]);
  });

  it('queues one mail per dedupe key, however often it is asked', async () => {
    const [request] = receipts(1);
    const key = `test:${request!.to}`;
    const first = await enqueue([{ ...request!, dedupeKey: key }]);
    const again = await Promise.all([enqueue([{ ...request!, dedupeKey: key }]), enqueue([{ ...request!, dedupeKey: key }])]);
    expect(first).toHaveLength(1);
    expect(again.flat()).toEqual([]);
    await queueOf().runOnce();
    expect(arrivedTo(request!.to)).toBe(1);
  });

  it('keeps retrying while the mail server is down and sends each mail once when it is back', async () => {
    const requests = receipts(5);
    const ids = await enqueue(requests);
    smtp.setDown(true);
    const queue = queueOf();
    queue.start();
    try {
      await waitFor(async () => (await statusOf(ids[0]!)).attempts >= 3, 'three failed attempts');
      expect(requests.map((r) => arrivedTo(r.to))).toEqual([0, 0, 0, 0, 0]);
      expect((await statusOf(ids[0]!)).lastError).toMatch(/away/);
      smtp.setDown(false);
      await waitFor(async () => (await Promise.all(ids.map(statusOf))).every((m) => m.status === 'sent'), 'every mail sent');
    } finally {
      smtp.setDown(false);
      await queue.stop();
    }
    expect(requests.map((r) => arrivedTo(r.to))).toEqual([1, 1, 1, 1, 1]);
  });

  it('marks a mail failed after the last attempt', async () => {
    const [id] = await enqueue(receipts(1));
    smtp.setDown(true);
    try {
      const queue = queueOf({ maxAttempts: 2, retryBaseMs: 1 });
      await waitFor(async () => (await queue.runOnce(), (await statusOf(id!)).status === 'failed'), 'the mail failed');
    } finally {
      smtp.setDown(false);
    }
    expect((await statusOf(id!)).attempts).toBe(2);
  });

  it('two workers on one queue send each mail once', async () => {
    const requests = receipts(24);
    const ids = await enqueue(requests);
    const workers = [queueOf(), queueOf()];
    workers.forEach((w) => w.start());
    try {
      await waitFor(async () => (await Promise.all(ids.map(statusOf))).every((m) => m.status === 'sent'), 'every mail sent');
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(requests.map((r) => arrivedTo(r.to))).toEqual(requests.map(() => 1));
  });

  it('a hand-over that cannot claim its mail never fails the request: the polling worker sends the mail', async () => {
    const [request] = receipts(1);
    const [id] = await enqueue([request!]);
    // The connection is lost between the request's commit and its hand-over.
    const lost = new Proxy(database.db, {
      get: (db, key): unknown => (key === 'transaction' ? () => Promise.reject(new Error('Connection terminated')) : Reflect.get(db, key)),
    });
    const warned: unknown[][] = [];
    const log = { ...silent, warn: (...args: unknown[]) => void warned.push(args) };
    const handingOver = createMailQueue(lost, smtpMailer(smtp.url, 'Shop <shop@example.com>'), OPTIONS, log);
    await expect(handingOver.deliverSoon([id!])).resolves.toBeUndefined();
    expect(warned).toEqual([[expect.objectContaining({ mailIds: [id] }), expect.stringMatching(/next round/)]]);
    expect(await queueOf().runOnce()).toBeGreaterThan(0);
    expect(arrivedTo(request!.to)).toBe(1);
  });

  it('a claim whose worker died is taken over once its lease has run out', async () => {
    const [request] = receipts(1);
    const [id] = await enqueue([request!]);
    // A worker claims the mail and dies before sending it.
    await inTransaction(database.db, (tx) => claimDueMails(tx, { limit: 1, leaseMs: 200, ids: [id!] }));
    const queue = queueOf();
    expect(await queue.runOnce()).toBe(0);
    await waitFor(async () => (await queue.runOnce()) > 0, 'the lease to run out');
    expect(arrivedTo(request!.to)).toBe(1);
    expect((await statusOf(id!)).attempts).toBe(2);
  });
});

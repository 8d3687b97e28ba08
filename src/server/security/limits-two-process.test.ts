import { randomInt, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { msg } from '#shared/messages.ts';
import { createSession } from '#server/auth/sessions.repo.ts';
import { loadConfig } from '#server/config.ts';
import { mails } from '#server/db/schema/index.ts';
import { LIVE_STREAMS_PER_SESSION } from '#server/live/stream-slots.ts';
import { RESET_MAILS_PER_WINDOW } from '#server/modules/auth/password-reset.service.ts';
import { errorResponse } from '#server/testing/api-client.ts';
import { openEventStream, type EventStream } from '#server/testing/event-stream.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import type { ServerProcess } from '#server/testing/server-process.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { useTwoServerProcesses } from '#server/testing/two-server-processes.ts';
import { waitFor } from '#server/testing/wait-for.ts';

/**
 * Limits that hold however a load balancer spreads the requests (docs/decisions/034, 035): two server processes on
 * one PostgreSQL database and one Redis, behind a trusted proxy (TRUST_PROXY), so each request can come from another
 * client address. Reset mails to one mailbox are counted in the database, event streams per session and failed
 * sign-ins per account in Redis.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The shop's own limit, which the server processes run with. */
const UNKNOWN_BROWSERS = loadConfig({}).loginThrottle.unknownBrowsers;
const { servers, db } = useTwoServerProcesses({ env: () => ({ REDIS_URL, TRUST_PROXY: '127.0.0.1' }) });

const open: EventStream[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()));
});

/**
 * A client address of this run's own (198.18.0.0/15 is for tests; each run starts at a random one and uses a few
 * thousand at most), so earlier runs' rate-limit counts do not meet it.
 */
let clients = randomInt(0, 2 ** 17 - 2 ** 12);
const clientAddress = () => {
  const n = clients++;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

async function forgot(server: ServerProcess, email: string) {
  const res = await fetch(`${server.url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({ email }),
  });
  return { status: res.status, body: await res.text() };
}

/** A sign-in from a new client address; `cookie` is the browser's device cookie, if it has one. */
async function signIn(server: ServerProcess, email: string, password: string, cookie?: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': clientAddress(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.text();
  return {
    answer: res.ok ? res.status : `${res.status} ${errorResponse.parse(JSON.parse(body)).error.code}`,
    deviceCookie: res.headers.getSetCookie().find((cookie) => cookie.startsWith('device='))?.split(';')[0],
  };
}

/** How many times each answer was given. */
const tally = (answers: (number | string)[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  return counts;
};

async function stream(server: ServerProcess, cookie: string) {
  const opened = await openEventStream(server.url, cookie);
  open.push(opened);
  return opened;
}

describe.runIf(onPostgres)('limits on two server processes', () => {
  it(`send one mailbox ${RESET_MAILS_PER_WINDOW} reset mails an hour, asked for at once through both from many addresses`, async () => {
    const email = `flooded-${randomUUID()}@example.com`;
    await insertProfile(db(), { email });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => forgot(servers[i % 2]!, email)));
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ status: 200, body: JSON.stringify({ message: msg.resetRequested }) })]));
    const [queued] = await db().select({ n: count() }).from(mails).where(and(eq(mails.recipient, email), eq(mails.kind, 'password_reset')));
    expect(queued!.n).toBe(RESET_MAILS_PER_WINDOW);
  });

  it(`give a session ${LIVE_STREAMS_PER_SESSION} event streams across both, also opened at once; one more is refused on either until one ends`, async () => {
    const guest = await insertProfile(db(), { email: `streams-${randomUUID()}@example.com` });
    const cookie = `session=${await createSession(db(), guest.id)}`;

    const opened = await Promise.all(Array.from({ length: LIVE_STREAMS_PER_SESSION + 3 }, (_, i) => stream(servers[i % 2]!, cookie)));
    expect(opened.filter((s) => s.status === 200)).toHaveLength(LIVE_STREAMS_PER_SESSION);
    expect(opened.filter((s) => s.status === 429)).toHaveLength(3);
    for (const server of servers) {
      const refused = await stream(server, cookie);
      await waitFor(() => refused.ended, 'the end of the refusal');
      expect([refused.status, errorResponse.parse(JSON.parse(refused.text)).error.message]).toEqual([429, msg.liveStreamsExhausted({ max: LIVE_STREAMS_PER_SESSION })]);
    }

    // A stream that ends gives its place back, to whichever instance the next one reaches.
    const first = opened.find((s) => s.status === 200)!;
    const other = servers[opened.indexOf(first) % 2 === 0 ? 1 : 0]!;
    await first.close();
    await waitFor(async () => (await stream(other, cookie)).status === 200, 'the place of the ended stream to be free');
  });

  it(`refuse unknown browsers of an account after ${UNKNOWN_BROWSERS.max} of 1,000 failures from as many addresses, never its owner's browser`, async () => {
    const email = `owner-${randomUUID()}@example.com`;
    await insertProfile(db(), { email });
    const [first, other] = servers as [ServerProcess, ServerProcess];
    const { deviceCookie } = await signIn(first, email, GOOD_PASSWORD);
    expect(deviceCookie).toBeDefined();

    const answers: (number | string)[] = [];
    for (let batch = 0; batch < 20; batch++) {
      answers.push(...(await Promise.all(Array.from({ length: 50 }, async () => (await signIn(first, email, 'wrong-guess-1')).answer))));
    }
    // Each attempt is counted when it begins: however many arrive at once, no more passwords are tried than the limit.
    expect(tally(answers)).toEqual({ '401 UNAUTHORIZED': UNKNOWN_BROWSERS.max, '429 ACCOUNT_LOCKED': 1000 - UNKNOWN_BROWSERS.max });

    expect((await signIn(other, email, GOOD_PASSWORD, deviceCookie)).answer).toBe(200);
    expect((await signIn(other, email, GOOD_PASSWORD)).answer).toBe('429 ACCOUNT_LOCKED');
  });
});

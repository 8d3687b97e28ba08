import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '#shared/api-error.ts';
import { mails } from '#server/db/schema/index.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { errorResponse } from '#server/testing/api-client.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { rawRequest } from '#server/testing/raw-http.ts';
import { openShop } from '#server/testing/shop-fixtures.ts';
import { useTestDatabase } from '#server/testing/suite.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { waitFor } from '#server/testing/wait-for.ts';

/*
 * Reset-link poisoning: no link the shop mails or redirects to may take its origin from a header the client
 * writes. Every route that builds a link is sent a lying Host, X-Forwarded-Host or Forwarded on a real socket,
 * to a shop without PUBLIC_URL (and trusting proxies, the easiest to fool) and to one with PUBLIC_URL.
 */
const database = useTestDatabase();
let open: TestApp; // PUBLIC_URL unset, TRUST_PROXY=true
let pinned: TestApp; // PUBLIC_URL=https://shop.example, TRUST_PROXY=true

const portOf = (t: TestApp) => (t.app.server.address() as { port: number }).port;

beforeAll(async () => {
  await openShop(database.db);
  open = await createTestApp({ publicUrlSet: false, publicUrl: 'http://localhost:3000', trustProxy: true }, database);
  pinned = await createTestApp({ publicUrl: 'https://shop.example', trustProxy: true }, database);
  await Promise.all([open.app.listen({ port: 0, host: '127.0.0.1' }), pinned.app.listen({ port: 0, host: '127.0.0.1' })]);
});
afterAll(async () => {
  await open?.app.close();
  await pinned?.app.close();
});

type Headers = Record<string, string>;

const post = (t: TestApp, path: string, headers: Headers, body: unknown = {}) =>
  rawRequest(portOf(t), `POST ${path} HTTP/1.1`, { 'content-type': 'application/json', ...headers }, JSON.stringify(body));

async function signedIn(t: TestApp, role: 'user' | 'admin') {
  const email = uniqueEmail(role);
  const profile = await insertProfile(database.db, { email, role });
  const res = await post(t, '/api/auth/login', { host: `127.0.0.1:${portOf(t)}` }, { email, password: GOOD_PASSWORD });
  expect(res.status, res.body).toBe(200);
  const cookie = /set-cookie: ([^;]+)/i.exec(res.headers)![1]!;
  return { cookie, email, id: profile.id };
}

/** The link in the reset mail queued for `email`, once the mail server has it (the payload drops it when sent). */
async function mailedLink(t: TestApp, email: string) {
  await waitFor(() => t.mailer.sent.some((m) => m.to === email), `the reset mail to ${email}`);
  return /https?:\/\/[^\s"]+\/reset-password\?token=[^\s"]+/.exec(t.mailer.sent.find((m) => m.to === email)!.text)![0];
}

const queuedFor = async (email: string) => (await database.db.select().from(mails).where(eq(mails.recipient, email))).length;

/** A guest opens a payment on the shop's own address, then completes or cancels it on the demo page with `headers`. */
async function onDemoPage(t: TestApp, headers: Headers, action: 'complete' | 'cancel') {
  const guest = await signedIn(t, 'user');
  const own = { host: `127.0.0.1:${portOf(t)}`, cookie: guest.cookie };
  const started = JSON.parse((await post(t, '/api/payments/checkout-session', own, { packageId: 'tokens-25' })).body) as { url: string };
  const res = await post(t, `/api/payments/demo/${started.url.split('/').pop()}/${action}`, { ...headers, cookie: guest.cookie });
  return { status: res.status, link: res.status === 200 ? (JSON.parse(res.body) as { url: string }).url : undefined };
}

/** Each route that builds a link: run it with extra headers, answer the status and the link it built (if any). */
const linkRoutes: Record<string, (t: TestApp, headers: Headers) => Promise<{ status: number; link?: string; email?: string }>> = {
  'a guest asks for a reset mail': async (t, headers) => {
    const email = uniqueEmail('victim');
    await insertProfile(database.db, { email });
    const res = await post(t, '/api/auth/forgot-password', headers, { email });
    return { status: res.status, email, link: res.status === 200 ? await mailedLink(t, email) : undefined };
  },
  'an admin sends a reset mail': async (t, headers) => {
    const admin = await signedIn(t, 'admin');
    const email = uniqueEmail('victim');
    const victim = await insertProfile(database.db, { email });
    const res = await post(t, `/api/admin/users/${victim.id}/password-reset`, { ...headers, cookie: admin.cookie });
    return { status: res.status, email, link: res.status === 200 ? await mailedLink(t, email) : undefined };
  },
  'a guest opens a payment': async (t, headers) => {
    const guest = await signedIn(t, 'user');
    const res = await post(t, '/api/payments/checkout-session', { ...headers, cookie: guest.cookie }, { packageId: 'tokens-25' });
    return { status: res.status, link: res.status === 200 ? (JSON.parse(res.body) as { url: string }).url : undefined };
  },
  'a guest pays on the demo page': (t, headers) => onDemoPage(t, headers, 'complete'),
  'a guest cancels on the demo page': (t, headers) => onDemoPage(t, headers, 'cancel'),
};

const forwardedLies = (port: number): Record<string, Headers> => ({
  'X-Forwarded-Host': { host: `127.0.0.1:${port}`, 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
  Forwarded: { host: `127.0.0.1:${port}`, forwarded: 'for=1.2.3.4;host=evil.test;proto=https' },
});

describe.each(Object.entries(linkRoutes))('%s', (_, run) => {
  it('without PUBLIC_URL: a request sent to a foreign Host is refused and builds no link', async () => {
    const result = await run(open, { host: `evil.test:${portOf(open)}` });
    expect(result.status).toBe(403);
    expect(result.link).toBeUndefined();
    if (result.email) expect(await queuedFor(result.email)).toBe(0);
  });

  it('without PUBLIC_URL: forwarded host headers are ignored, the link names the address the request reached', async () => {
    for (const [lie, headers] of Object.entries(forwardedLies(portOf(open)))) {
      const { status, link } = await run(open, headers);
      expect([lie, status, new URL(link!).origin]).toEqual([lie, 200, `http://127.0.0.1:${portOf(open)}`]);
    }
  });

  it('with PUBLIC_URL: every link points at PUBLIC_URL whatever the request names', async () => {
    for (const headers of [{ host: `evil.test:${portOf(pinned)}` }, ...Object.values(forwardedLies(portOf(pinned)))]) {
      const { status, link } = await run(pinned, headers);
      expect([headers, status, new URL(link!).origin]).toEqual([headers, 200, 'https://shop.example']);
    }
  });
});

it('the refusal names an address the server answers on', async () => {
  const res = await post(open, '/api/auth/forgot-password', { host: 'evil.test' }, { email: 'nobody@example.com' });
  expect(res.status).toBe(403);
  expect(errorResponse.parse(JSON.parse(res.body)).error).toMatchObject({
    code: ERROR_CODES.wrongAddress,
    message: `This shop is served at http://localhost:${portOf(open)}: open it there`,
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { sessionResponse } from '#shared/schemas/auth.ts';
import { redirectResponse } from '#shared/schemas/payments.ts';
import { errorOf, errorResponse, readJson } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { useTestDatabase } from '#server/testing/suite.ts';
import { rawRequest } from '#server/testing/raw-http.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';

const database = useTestDatabase();
let open: TestApp; // PUBLIC_URL unset: any address the shop is opened by
let pinned: TestApp; // PUBLIC_URL=https://shop.example
const logLines: string[] = [];

beforeAll(async () => {
  // A web root, so that the not-found handler can tell API paths (JSON 404) from app routes (index.html).
  const webRoot = mkdtempSync(join(tmpdir(), 'csrf-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>shop</title>');
  open = await createTestApp({ publicUrlSet: false, publicUrl: 'http://localhost:3000', webRoot }, database);
  pinned = await createTestApp({ publicUrl: 'https://shop.example' }, database);
  await open.app.listen({ port: 0, host: '127.0.0.1' });
  pinned.app.log.warn = ((obj: unknown, line?: string) => void logLines.push(String(line ?? obj))) as typeof pinned.app.log.warn;
});
afterAll(async () => {
  await open.app.close();
  await pinned.app.close();
});

async function account() {
  const email = uniqueEmail('origin');
  await insertProfile(database.db, { email });
  return { email, password: GOOD_PASSWORD };
}

const login = (app: TestApp, host: string, origin: string, body: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host, origin, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** A non-loopback IPv4 address of this machine (a LAN address), when it has one. */
const lanAddress = Object.values(networkInterfaces()).flatMap((list) => list ?? []).find((a) => a.family === 'IPv4' && !a.internal)?.address;

describe('PUBLIC_URL unset: the shop works by whatever address of this machine it is opened', () => {
  const ownHosts = ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', `${hostname()}:3000`, ...(lanAddress ? [`${lanAddress}:3000`] : [])];
  for (const host of ownHosts) {
    it(`signs in at http://${host}`, async () => {
      const res = await login(open, host, `http://${host}`, await account());
      expect(res.statusCode, res.body).toBe(200);
    });
  }

  it('refuses a request sent to a host name or port that is not its own, naming the address to use', async () => {
    for (const host of ['evil.test:3000', 'festival.example', 'localhost:3001', '127.0.0.2:3000', 'localhost:3000@evil.test']) {
      const res = await login(open, host, `http://${host}`, await account());
      expect([host, res.statusCode, errorOf(res).code, errorOf(res).message]).toEqual([
        host,
        403,
        ERROR_CODES.wrongAddress,
        'This shop is served at http://localhost:3000: open it there',
      ]);
    }
  });

  it('still refuses an Origin that is not the address the request was sent to', async () => {
    for (const [host, origin] of [
      ['127.0.0.1:3000', 'http://localhost:3000'],
      ['localhost:3000', 'http://localhost:3001'],
      ['localhost:3000', 'https://localhost:3000'],
      ['localhost:3000', 'https://evil.example'],
      ['localhost:3000', 'null'],
    ]) {
      const res = await login(open, host!, origin!, await account());
      expect([origin, res.statusCode, errorOf(res).message]).toEqual([origin, 403, msg.crossSite]);
    }
  });
});

describe('PUBLIC_URL set: one address, and a clear word to whoever uses another', () => {
  it('accepts its own origin and names the address to use for any other, logging one hint for the operator', async () => {
    expect((await login(pinned, 'shop.example', 'https://shop.example', await account())).statusCode).toBe(200);
    for (const origin of ['http://192.168.1.20:3000', 'http://localhost:3000']) {
      const res = await login(pinned, '192.168.1.20:3000', origin, await account());
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toEqual({
        code: ERROR_CODES.wrongAddress,
        message: 'This shop is served at https://shop.example: open it there',
        messageKey: 'wrongAddress',
        params: { publicUrl: 'https://shop.example' },
        details: { publicUrl: 'https://shop.example' },
      });
    }
    const hints = logLines.filter((l) => l.includes('PUBLIC_URL'));
    expect(hints).toHaveLength(1);
    expect(hints[0]).toContain('https://shop.example');
  });
});

describe('hooks decide by the routed path, not the raw request line (through a real socket)', () => {
  const port = () => (open.app.server.address() as { port: number }).port;

  async function signedInCookie() {
    const host = `127.0.0.1:${port()}`;
    const res = await rawRequest(port(), 'POST /api/auth/login HTTP/1.1', { host, origin: `http://${host}`, 'content-type': 'application/json' }, JSON.stringify(await account()));
    return /set-cookie: ([^;]+)/i.exec(res.headers)![1]!;
  }

  const stillSignedIn = async (cookie: string) =>
    readJson(await open.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } }), sessionResponse).profile !== null;

  for (const target of ['http://127.0.0.1:PORT/api/auth/logout', '//api/auth/logout', '/api/auth/logout']) {
    it(`refuses POST ${target} from a foreign Origin, and signs nobody out`, async () => {
      const cookie = await signedInCookie();
      const res = await rawRequest(port(), `POST ${target.replace('PORT', String(port()))} HTTP/1.1`, {
        host: `127.0.0.1:${port()}`,
        origin: 'https://evil.example',
        'content-type': 'application/json',
        cookie,
      }, '{}');
      expect([res.status, errorResponse.parse(JSON.parse(res.body)).error.message]).toEqual([403, msg.crossSite]);
      expect(await stillSignedIn(cookie)).toBe(true);
    });
  }

  it('loads the session for an absolute-form request line like for the ordinary form', async () => {
    const cookie = await signedInCookie();
    const res = await rawRequest(port(), `GET http://127.0.0.1:${port()}/api/auth/session HTTP/1.1`, { host: `127.0.0.1:${port()}`, cookie });
    expect(res.status).toBe(200);
    expect(sessionResponse.parse(JSON.parse(res.body)).profile).not.toBeNull();
  });

  it('answers unknown API paths with the JSON 404 in every form, and app routes with the web app', async () => {
    for (const target of ['/api/nope', `http://127.0.0.1:${port()}/api/nope`, '//api/nope']) {
      const res = await rawRequest(port(), `GET ${target} HTTP/1.1`, { host: `127.0.0.1:${port()}` });
      expect([target, res.status, errorResponse.parse(JSON.parse(res.body)).error.code]).toEqual([target, 404, 'NOT_FOUND']);
    }
    const page = await rawRequest(port(), `GET http://127.0.0.1:${port()}/orders HTTP/1.1`, { host: `127.0.0.1:${port()}` });
    expect([page.status, page.body]).toEqual([200, '<!doctype html><title>shop</title>']);
  });
});

describe('payment pages and return addresses follow the address the shop was opened by', () => {
  it('sends a guest who opened the shop at 127.0.0.1 back to 127.0.0.1', async () => {
    const { openShop } = await import('#server/testing/shop-fixtures.ts');
    await openShop(database.db);
    const host = '127.0.0.1:3000';
    const res = await login(open, host, `http://${host}`, await account());
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const session = await open.app.inject({
      method: 'POST',
      url: '/api/payments/checkout-session',
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ packageId: 'tokens-25' }),
    });
    expect(session.statusCode, session.body).toBe(200);
    const url = new URL(readJson(session, redirectResponse).url);
    expect(url.origin).toBe(`http://${host}`);
    const paid = await open.app.inject({
      method: 'POST',
      url: `/api/payments/demo/${url.pathname.split('/').pop()}/complete`,
      headers: { host, origin: `http://${host}`, 'content-type': 'application/json', cookie },
      payload: '{}',
    });
    expect(readJson(paid, redirectResponse)).toEqual({ url: `http://${host}/tokens?success=true` });
  });
});

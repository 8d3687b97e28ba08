import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sessionResponse } from '#shared/schemas/auth.ts';
import { readJson } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { useTestDatabase } from '#server/testing/suite.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';

const PUBLIC_URL = 'https://shop.example';
const database = useTestDatabase();
let production: TestApp;
beforeAll(async () => {
  // A stand-in for dist/web: the SPA shell and one fingerprinted asset.
  const webRoot = mkdtempSync(join(tmpdir(), 'lounge-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Lounge</title><script type="module" src="/assets/app-1.js"></script>');
  writeFileSync(join(webRoot, 'assets', 'app-1.js'), 'console.log(1)');
  production = await createTestApp({ env: 'production', publicUrl: PUBLIC_URL, webRoot }, database);
});
afterAll(() => production.app.close());

const directives = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d): [string, string] => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]),
  );

describe('security headers in production (HTTPS public URL)', () => {
  it('are on every kind of response: API, app shell, asset, 404', async () => {
    const responses = await Promise.all(
      ['/api/products', '/shop', '/assets/app-1.js', '/api/nothing-here'].map((url) => production.app.inject({ method: 'GET', url })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 404]);
    for (const res of responses) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(directives(res)).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'script-src-attr': "'none'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'frame-ancestors': "'none'",
        'form-action': "'self'",
        'connect-src': "'self'",
        'upgrade-insecure-requests': '',
      });
    }
  });

  it('sets the session cookie as __Host-session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const email = 'cookie@example.com';
    await insertProfile(database.db, { email });
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    const attributes = cookie.split('; ').slice(1).map((a) => a.split('=')[0]!.toLowerCase());
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
    expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite', 'path', 'max-age']));
    expect(attributes).not.toContain('domain');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');

    // A cookie without the prefix (set by a sibling subdomain, say) is not a session here.
    const token = /^__Host-session=([^;]+)/.exec(cookie)![1]!;
    const tossed = await production.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `session=${token}` } });
    expect(readJson(tossed, sessionResponse)).toEqual({ profile: null });
    const real = await production.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: `__Host-session=${token}` } });
    expect(readJson(real, sessionResponse).profile!.email).toBe(email);
  });

  it('leaves HSTS and upgrade-insecure-requests out when served over plain HTTP (local demo)', async () => {
    const local = await createTestApp({}, database);
    try {
      const res = await local.app.inject({ method: 'GET', url: '/api/products' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(directives(res)).not.toHaveProperty('upgrade-insecure-requests');
      expect(res.headers['x-frame-options']).toBe('DENY');
    } finally {
      await local.app.close();
    }
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '#shared/api-error.ts';
import type { Config } from '#server/config.ts';
import { ApiClient, errorOf } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { useRedisNamespace, useTestDatabase } from '#server/testing/suite.ts';
import { GOOD_PASSWORD, insertProfile } from '#server/testing/fixtures.ts';
import { uniqueEmail } from '#server/testing/admin-fixtures.ts';
import { openShop, registeredGuest } from '#server/testing/shop-fixtures.ts';

/**
 * The sign-in throttle through the API (docs/decisions/035-device-cookie-throttle.md): failures from browsers
 * without an account's device cookie lock those browsers out of it, never a browser it signed in from.
 * Each ApiClient is one browser with its own cookies.
 */
const THROTTLE: Config['loginThrottle'] = { unknownBrowsers: { max: 3, windowMs: 60_000 }, knownDevice: { max: 2, windowMs: 60_000 } };
const NEW_PASSWORD = 'brand-new-pass-7';

const database = useTestDatabase();
const { url: REDIS_URL, namespace: NAMESPACE } = useRedisNamespace('lounge-sign-in-throttle');
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.app.close())));

async function instance(overrides: Partial<Config> = {}) {
  const t = await createTestApp({ loginThrottle: THROTTLE, rateLimitNamespace: NAMESPACE, ...overrides }, database);
  apps.push(t);
  return t;
}

const signIn = (browser: ApiClient, email: string, password = GOOD_PASSWORD) => browser.post('/api/auth/login', { email, password });

/** A browser that has signed in to the account once (and so holds its device cookie). */
async function ownersBrowser(t: TestApp, email: string) {
  const browser = new ApiClient(t.app);
  expect((await signIn(browser, email)).statusCode).toBe(200);
  return browser;
}

/** A new account, its password GOOD_PASSWORD. */
async function newAccount(prefix: string) {
  const email = uniqueEmail(prefix);
  await insertProfile(database.db, { email });
  return email;
}

/** Wrong guesses from one browser. */
async function failFrom(browser: ApiClient, email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await signIn(browser, email, 'wrong-guess-1')).statusCode).toBe(401);
}

/** An attacker's wrong guesses, each from a browser of its own. */
async function failFromUnknownBrowsers(t: TestApp, email: string, times = THROTTLE.unknownBrowsers.max) {
  for (let i = 0; i < times; i++) expect((await signIn(new ApiClient(t.app), email, 'wrong-guess-1')).statusCode).toBe(401);
}

function expectLocked(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(errorOf(res).code).toBe(ERROR_CODES.accountLocked);
  expect(errorOf(res).message).toBe('Too many failed sign-ins for this account. Try again in 1 minute, or reset your password.');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

async function resetLink(t: TestApp, email: string) {
  await new ApiClient(t.app).post('/api/auth/forgot-password', { email });
  return decodeURIComponent(t.mailer.sent.at(-1)!.text.match(/token=([^\s]+)/)![1]!);
}

describe('failed sign-ins from unknown browsers', () => {
  it('refuse unknown browsers of that account, right password or not, while its owner\'s browser signs in', async () => {
    const t = await instance();
    const [victim, bystander] = [await newAccount('victim'), await newAccount('bystander')];
    const owner = await ownersBrowser(t, victim);
    await owner.post('/api/auth/logout');

    await failFromUnknownBrowsers(t, victim);
    expectLocked(await signIn(new ApiClient(t.app), victim));
    expect((await signIn(owner, victim)).statusCode).toBe(200);
    expect((await signIn(new ApiClient(t.app), bystander)).statusCode).toBe(200);
  });

  it('count unknown e-mails the same way, so the refusal reveals nothing', async () => {
    const t = await instance();
    const ghost = uniqueEmail('nobody');
    await failFromUnknownBrowsers(t, ghost);
    expect(errorOf(await signIn(new ApiClient(t.app), ghost, 'wrong-guess-1')).code).toBe(ERROR_CODES.accountLocked);
  });

  it('are forgiven by a sign-in from an unknown browser before the limit', async () => {
    const t = await instance();
    const email = await newAccount('forgetful');
    for (let round = 0; round < 3; round++) {
      await failFromUnknownBrowsers(t, email, THROTTLE.unknownBrowsers.max - 1);
      expect((await signIn(new ApiClient(t.app), email)).statusCode).toBe(200);
    }
  });

  it('are not forgiven by the owner signing in from a known browser', async () => {
    const t = await instance();
    const email = await newAccount('watched');
    const owner = await ownersBrowser(t, email);
    await failFromUnknownBrowsers(t, email);
    expect((await signIn(owner, email)).statusCode).toBe(200);
    expectLocked(await signIn(new ApiClient(t.app), email));
  });

  it('are shared by every instance through Redis, and so is the owner\'s device cookie', async () => {
    const [a, b] = [await instance({ redisUrl: REDIS_URL }), await instance({ redisUrl: REDIS_URL })];
    const email = await newAccount('spread');
    const owner = await ownersBrowser(a, email);
    for (let i = 0; i < THROTTLE.unknownBrowsers.max; i++) {
      expect((await signIn(new ApiClient(i % 2 ? a.app : b.app), email, 'wrong-guess-1')).statusCode).toBe(401);
    }
    expectLocked(await signIn(new ApiClient(a.app), email));
    expectLocked(await signIn(new ApiClient(b.app), email));
    const ownerOnB = await new ApiClient(b.app).request('POST', '/api/auth/login', { email, password: GOOD_PASSWORD }, { cookie: `device=${owner.cookie('device')}` });
    expect(ownerOnB.statusCode).toBe(200);
  });
});

describe('a known browser', () => {
  it('holds a device cookie that proves nothing for another account', async () => {
    const t = await instance();
    const [victim, own] = [await newAccount('victim'), await newAccount('own')];
    const attacker = await ownersBrowser(t, own);
    expect(attacker.cookie('device')).toMatch(/^[0-9a-f-]{36}\.[\w-]{22}\.[\w-]{43}$/);
    await failFromUnknownBrowsers(t, victim);
    expectLocked(await signIn(attacker, victim));
  });

  it('is refused after its own few failures, alone: the account\'s other browsers still sign in', async () => {
    const t = await instance();
    const email = await newAccount('clumsy');
    const [phone, laptop] = [await ownersBrowser(t, email), await ownersBrowser(t, email)];
    await failFrom(phone, email, THROTTLE.knownDevice.max);
    expectLocked(await signIn(phone, email));
    expect((await signIn(laptop, email)).statusCode).toBe(200);
    expect((await signIn(new ApiClient(t.app), email)).statusCode).toBe(200);
  });

  it('is forgiven its failures by its next sign-in', async () => {
    const t = await instance();
    const email = await newAccount('typos');
    const phone = await ownersBrowser(t, email);
    for (let round = 0; round < 3; round++) {
      await failFrom(phone, email, THROTTLE.knownDevice.max - 1);
      expect((await signIn(phone, email)).statusCode).toBe(200);
    }
  });
});

describe('a new password', () => {
  it('by reset lets unknown browsers in again, and makes the browser that reset it known', async () => {
    const t = await instance();
    const email = await newAccount('reset');
    await failFromUnknownBrowsers(t, email);
    const resetter = new ApiClient(t.app);
    const reset = await resetter.post('/api/auth/reset-password', { token: await resetLink(t, email), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(new ApiClient(t.app), email, NEW_PASSWORD)).statusCode).toBe(200);

    // Locked out again at once: the browser that reset the password is known.
    await failFromUnknownBrowsers(t, email);
    expectLocked(await signIn(new ApiClient(t.app), email, NEW_PASSWORD));
    expect((await signIn(resetter, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('by a change ends every other browser\'s device cookie; the browser that changed it stays known', async () => {
    const t = await instance();
    const email = await newAccount('changed');
    const [here, elsewhere] = [await ownersBrowser(t, email), await ownersBrowser(t, email)];
    const changed = await here.post('/api/auth/change-password', { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);
    await failFromUnknownBrowsers(t, email);
    expectLocked(await signIn(elsewhere, email, NEW_PASSWORD));
    expect((await signIn(here, email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a new account', () => {
  it('is known to the browser that registered it', async () => {
    const t = await instance();
    await openShop(database.db);
    const { client: registrar, email } = await registeredGuest(t);
    await failFromUnknownBrowsers(t, email);
    expect((await signIn(registrar, email)).statusCode).toBe(200);
  });
});

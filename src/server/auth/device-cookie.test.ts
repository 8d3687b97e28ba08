import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '#server/testing/test-app.ts';
import { ACCOUNTS_PER_BROWSER, DEVICE_COOKIE_MAX_AGE_S, type DeviceAccount, knownDevice, rememberDevice } from './device-cookie.ts';

const config = testConfig();
const account = (passwordHash = `$argon2id$v=19$m=19456,t=2,p=1$${randomUUID()}`): DeviceAccount => ({ id: randomUUID(), passwordHash });

/** The device cookie a browser holding `cookie` is given after signing in to `signedInTo`, with its attributes. */
function afterSignIn(signedInTo: DeviceAccount, cookie?: string, served = config) {
  const set: { name: string; value: string; options: Record<string, unknown> }[] = [];
  const reply = { setCookie: (name: string, value: string, options: Record<string, unknown>) => set.push({ name, value, options }) };
  const request = { cookies: cookie === undefined ? {} : { device: cookie } };
  rememberDevice(request as unknown as FastifyRequest, reply as unknown as FastifyReply, served, signedInTo);
  expect(set).toHaveLength(1);
  return set[0]!;
}

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict, kept a year, and Secure with the __Host- prefix over HTTPS', () => {
    const plain = afterSignIn(account());
    expect(plain.name).toBe('device');
    expect(plain.options).toEqual({ path: '/', httpOnly: true, sameSite: 'strict', secure: false, maxAge: DEVICE_COOKIE_MAX_AGE_S });
    expect(DEVICE_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
    const secure = afterSignIn(account(), undefined, testConfig({ publicUrl: 'https://shop.example' }));
    expect([secure.name, secure.options.secure]).toEqual(['__Host-device', true]);
  });

  it('proves a device for the account it was given for, and for no other, even one with the same password hash', () => {
    const alice = account();
    const { value } = afterSignIn(alice);
    expect(knownDevice(value, alice)).toEqual({ id: expect.stringMatching(/^[\w-]{22}$/) });
    expect(knownDevice(value, account())).toBeUndefined();
    const twin = { id: randomUUID(), passwordHash: alice.passwordHash };
    expect(knownDevice(value, twin)).toBeUndefined();
    expect(knownDevice(value.replace(alice.id, twin.id), twin)).toBeUndefined();
    expect(knownDevice(value, undefined)).toBeUndefined();
  });

  it('gives each sign-in a new device id', () => {
    const alice = account();
    const first = afterSignIn(alice).value;
    const second = afterSignIn(alice, first).value;
    expect(knownDevice(second, alice)!.id).not.toBe(knownDevice(first, alice)!.id);
    expect(second.split('~')).toHaveLength(1);
  });

  it('proves nothing once changed in any part, or after the account\'s password changed', () => {
    const alice = account();
    const { value } = afterSignIn(alice);
    const [id, device, signed] = value.split('.');
    const flip = (text: string) => (text.startsWith('A') ? `B${text.slice(1)}` : `A${text.slice(1)}`);
    for (const forged of [`${id}.${flip(device!)}.${signed}`, `${id}.${device}.${flip(signed!)}`, `${value}x`, 'junk', '', '~~']) {
      expect(knownDevice(forged, alice), forged).toBeUndefined();
    }
    expect(knownDevice(value, { id: alice.id, passwordHash: `${alice.passwordHash}-new` })).toBeUndefined();
  });

  it(`names the last ${ACCOUNTS_PER_BROWSER} accounts a browser signed in to, the newest first`, () => {
    const accounts = Array.from({ length: ACCOUNTS_PER_BROWSER + 1 }, () => account());
    let cookie: string | undefined;
    for (const signedInTo of accounts) cookie = afterSignIn(signedInTo, cookie).value;
    expect(accounts.map((a) => knownDevice(cookie, a) !== undefined)).toEqual([false, ...accounts.slice(1).map(() => true)]);
    expect(cookie!.split('~')[0]!.startsWith(`${accounts.at(-1)!.id}.`)).toBe(true);
    // Signing in again to one of them moves it to the front; it is still named once.
    cookie = afterSignIn(accounts[1]!, cookie).value;
    expect(cookie.split('~')).toHaveLength(ACCOUNTS_PER_BROWSER);
    expect(cookie.split('~')[0]!.startsWith(`${accounts[1]!.id}.`)).toBe(true);
    expect(accounts.slice(1).every((a) => knownDevice(cookie, a) !== undefined)).toBe(true);
  });
});

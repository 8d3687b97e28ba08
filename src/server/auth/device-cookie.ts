import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { isHttps } from './cookie.ts';

/**
 * The device cookie (docs/decisions/035-device-cookie-throttle.md): a browser that signed in to an account keeps,
 * for a year, a token naming that account and a random device id, signed with HMAC-SHA256 keyed by the account's
 * password hash. Only the database holds that key, every instance reads it with the account, and a new password
 * changes it, so every device cookie of the account ends with its password (as its sessions do). A browser keeps
 * one token for each of the last few accounts it signed in to.
 */

/** A browser that proved, with its device cookie, that it signed in to the account before. */
export type KnownDevice = { readonly id: string };

/** What a token is checked against: the account's id and its password hash. */
export type DeviceAccount = { readonly id: string; readonly passwordHash: string };

export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Accounts one browser is known for: enough for a shared device, and the cookie stays small (about 100 bytes each). */
export const ACCOUNTS_PER_BROWSER = 5;

/** `<account id>.<device id>.<signature>`; tokens are joined by `~` in the cookie. */
const TOKEN = /^([0-9a-f-]{36})\.([\w-]{22})\.([\w-]{43})$/;
const SEPARATOR = '~';

export const deviceCookieName = (config: Config) => (isHttps(config) ? '__Host-device' : 'device');

export const readDeviceCookie = (request: FastifyRequest, config: Config): string | undefined =>
  request.cookies[deviceCookieName(config)];

const signature = (account: DeviceAccount, deviceId: string) =>
  createHmac('sha256', account.passwordHash).update(`device-cookie:${account.id}.${deviceId}`).digest('base64url');

const tokensIn = (cookie: string | undefined) =>
  (cookie ?? '').split(SEPARATOR).filter((token) => TOKEN.test(token)).slice(0, ACCOUNTS_PER_BROWSER);

/** The device this cookie proves for the account, or undefined (no account, no token for it, a wrong signature). */
export function knownDevice(cookie: string | undefined, account: DeviceAccount | undefined): KnownDevice | undefined {
  if (!account) return undefined;
  for (const token of tokensIn(cookie)) {
    const [, accountId, deviceId, signed] = TOKEN.exec(token)!;
    if (accountId === account.id && timingSafeEqual(Buffer.from(signed!), Buffer.from(signature(account, deviceId!)))) {
      return { id: deviceId! };
    }
  }
  return undefined;
}

/**
 * After this browser proved the account's password (or its mailbox): its device cookie names this account first,
 * with a new device id (a fresh count), beside the other accounts it already named, and its year starts again.
 */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, config: Config, account: DeviceAccount) {
  const deviceId = randomBytes(16).toString('base64url');
  const others = tokensIn(readDeviceCookie(request, config)).filter((token) => !token.startsWith(`${account.id}.`));
  const value = [`${account.id}.${deviceId}.${signature(account, deviceId)}`, ...others].slice(0, ACCOUNTS_PER_BROWSER);
  reply.setCookie(deviceCookieName(config), value.join(SEPARATOR), {
    path: '/',
    httpOnly: true,
    // Only the shop's own sign-in form needs it: no other site's link or form sends it along.
    sameSite: 'strict',
    secure: isHttps(config),
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

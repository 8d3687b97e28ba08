import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { SESSION_ABSOLUTE_MS } from './sessions.repo.ts';

/** Served over HTTPS: cookies are `Secure` and carry the `__Host-` prefix. */
export const isHttps = (config: Config) => config.publicUrl.startsWith('https://');

/** `__Host-` pins the cookie to this exact origin over HTTPS; plain HTTP (local demo) cannot carry that prefix. */
export const sessionCookieName = (config: Config) => (isHttps(config) ? '__Host-session' : 'session');

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(config),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(config) });
}

export const readSessionToken = (request: FastifyRequest, config: Config) =>
  request.cookies[sessionCookieName(config)];

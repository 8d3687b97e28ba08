import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#shared/api-error.ts';
import { localized } from '#shared/localized.ts';
import type { Config } from '#server/config.ts';
import { AppError } from './errors.ts';
import { arrivalAddress, ownRequestOrigin } from './own-address.ts';

/**
 * The address links and payment return URLs point to: PUBLIC_URL when set, otherwise the address of this
 * machine that the request came in by (so a shop opened at 127.0.0.1 or a LAN address sends its guests back
 * there). A request sent to any other host gets no link: it is refused as sent to the wrong address.
 */
export function shopOrigin(request: FastifyRequest, config: Config): string {
  if (config.publicUrlSet) return config.publicUrl;
  const own = ownRequestOrigin(request, config);
  if (!own) throw wrongAddress(arrivalAddress(request, config));
  return own;
}

/** 403 "This shop is served at {address}: open it there". */
export const wrongAddress = (address: string) =>
  new AppError(403, ERROR_CODES.wrongAddress, localized('wrongAddress', { publicUrl: address }), { publicUrl: address });

/** Origins compared as URLs: case, default ports and IPv6 brackets do not make two addresses differ. */
export function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/**
 * The path the router chose for this request (the route's pattern), or for a request no route took, its
 * path with an absolute-form request line's scheme and host removed and repeated slashes collapsed.
 * Hooks decide by this, never by the raw request line: `POST http://host/api/x` reaches the same
 * handler as `POST /api/x`, and must meet the same guards.
 */
export function routedPath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const path = request.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0]!;
  return `/${path.replace(/^\/+/, '').replace(/\/{2,}/g, '/')}`;
}

export const isApiPath = (request: FastifyRequest) => routedPath(request).startsWith('/api/');

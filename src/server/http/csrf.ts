import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Config } from '#server/config.ts';
import { AppError, forbidden } from './errors.ts';
import { requestOrigin, routedPath, sameOrigin } from './origin.ts';
import { localized } from '#shared/localized.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for cookie sessions: a state-changing request must be JSON (an HTML
 * form cannot send that without CORS) and, when the browser names its Origin, come from the shop's own
 * address: PUBLIC_URL when set, otherwise the address the request itself was sent to (its Host), so the
 * shop works at localhost, 127.0.0.1 or a LAN address alike. Every mutating request meets this guard,
 * whatever its path or request-line form; routes in `exempt` authenticate by other means (the payment
 * provider's signed webhook) and are recognised by the route the router chose.
 */
export function registerCsrfGuard(app: FastifyInstance, config: Config, exempt: string[]) {
  let hintLogged = false;
  const refuseForeignOrigin = (request: FastifyRequest, origin: string) => {
    if (!config.publicUrlSet) return forbidden(msg.crossSite);
    if (!hintLogged) {
      hintLogged = true;
      request.log.warn(
        { origin, publicUrl: config.publicUrl },
        `Refused a request sent from ${origin}: PUBLIC_URL is ${config.publicUrl}. If guests reach the shop at that address, set PUBLIC_URL to it, or leave PUBLIC_URL unset to accept any address the shop is opened by.`,
      );
    }
    return new AppError(403, ERROR_CODES.wrongAddress, localized('wrongAddress', { publicUrl: config.publicUrl }), { publicUrl: config.publicUrl });
  };

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.url && exempt.includes(routedPath(request))) return;
    const origin = request.headers.origin;
    const ownOrigin = config.publicUrlSet ? config.publicUrl : requestOrigin(request);
    if (origin !== undefined && !sameOrigin(origin, ownOrigin)) throw refuseForeignOrigin(request, origin);
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(msg.crossSite);
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) throw forbidden(msg.jsonRequired);
  });
}

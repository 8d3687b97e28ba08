import type { FastifyInstance, FastifyRequest } from 'fastify';
import { msg } from '#shared/messages.ts';
import type { Config } from '#server/config.ts';
import { forbidden } from './errors.ts';
import { routedPath, sameOrigin, wrongAddress } from './origin.ts';
import { arrivalAddress, ownRequestOrigin } from './own-address.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * A file sent as the body itself (a product photo). Like JSON, no HTML form can send these types: a page elsewhere
 * can send them only through CORS, which the shop does not grant.
 */
const UPLOAD_TYPE = /^(image\/[a-z0-9.+-]+|application\/octet-stream)\s*(;|$)/i;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a file as its body (UPLOAD_TYPE) instead of JSON. */
    upload?: boolean;
  }
}

/**
 * Cross-site request forgery defence for cookie sessions: a state-changing request must be JSON, or a file on a
 * route that takes one (an HTML form cannot send either without CORS) and, when the browser names its Origin, come from the shop's own
 * address: PUBLIC_URL when set, otherwise the address of this machine the request was sent to, so the shop
 * works at localhost, 127.0.0.1 or a LAN address alike. Without PUBLIC_URL a request whose Host is not one of
 * the server's own addresses is refused outright (own-address.ts): a forged Host must not reach a route that
 * builds a link from it. Every mutating request meets this guard, whatever its path or request-line form;
 * routes in `exempt` authenticate by other means (the payment provider's signed webhook) and are recognised
 * by the route the router chose.
 */
export function registerCsrfGuard(app: FastifyInstance, config: Config, exempt: string[]) {
  let hintLogged = false;
  const refuse = (request: FastifyRequest, sentTo: string, address: string) => {
    if (!hintLogged) {
      hintLogged = true;
      const fix = config.publicUrlSet
        ? `If guests reach the shop at that address, set PUBLIC_URL to it, or leave PUBLIC_URL unset to accept any address of this machine.`
        : `If guests reach the shop at that address (through a proxy or a port mapping), set PUBLIC_URL to it.`;
      request.log.warn({ sentTo, address }, `Refused a request sent to or from ${sentTo}: the shop is served at ${address}. ${fix}`);
    }
    return wrongAddress(address);
  };

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.url && exempt.includes(routedPath(request))) return;
    const ownOrigin = config.publicUrlSet ? config.publicUrl : ownRequestOrigin(request, config);
    if (!ownOrigin) throw refuse(request, `http://${request.headers.host ?? ''}`, arrivalAddress(request, config));
    const origin = request.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, ownOrigin)) {
      throw config.publicUrlSet ? refuse(request, origin, config.publicUrl) : forbidden(msg.crossSite);
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(msg.crossSite);
    const contentType = request.headers['content-type'] ?? '';
    if (/^application\/json\s*(;|$)/i.test(contentType)) return;
    if (!(request.routeOptions.config.upload && UPLOAD_TYPE.test(contentType))) throw forbidden(msg.jsonRequired);
  });
}

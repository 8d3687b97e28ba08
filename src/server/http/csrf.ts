import type { FastifyInstance } from 'fastify';
import { msg } from '#shared/messages.ts';
import { forbidden } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for cookie sessions: a state-changing request must be JSON
 * (an HTML form cannot send that without CORS) and, when the browser names its Origin, come from us.
 * Paths in `exempt` authenticate by other means (the payment provider's signed webhook).
 */
export function registerCsrfGuard(app: FastifyInstance, options: { allowedOrigin: string; exempt: string[] }) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (options.exempt.some((path) => request.url.split('?')[0] === path)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== options.allowedOrigin) throw forbidden(msg.crossSite);
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(msg.crossSite);
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) throw forbidden(msg.jsonRequired);
  });
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { msg } from '#shared/messages.ts';
import type { Config } from '#server/config.ts';
import { notFound, unauthorized } from './errors.ts';
import { createMetrics, type MetricSources } from './metrics.ts';

/** The route label of a request no route took: the web app's pages (its index.html) and unknown addresses. */
const NO_ROUTE = 'none';
/** Sign-in refusals counted from the answer, so the account routes need not know about metrics. */
const SIGN_IN = '/api/auth/login';
const SIGN_IN_FAILURES = new Set([401, 429]);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` compared in constant time: the digests have one length whatever was sent. */
function bearerMatches(header: string | undefined, tokenDigest: Buffer): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), tokenDigest);
}

/**
 * Decorates the app with its metrics and serves them at `GET /metrics` in Prometheus's text format, to whoever
 * sends METRICS_TOKEN as a bearer token (docs/operations.md#metrics). Without METRICS_TOKEN the route answers 404
 * and nothing is measured per request; the counters the routes feed stay unread. The path lies outside /api, so
 * no session is looked up for it, and it is a GET, which the same-origin guard lets through: a scraper needs
 * neither a cookie nor an Origin.
 */
export function registerMetrics(app: FastifyInstance, config: Config, sources: MetricSources) {
  const metrics = createMetrics(sources);
  app.decorate('metrics', metrics);
  const token = config.metricsToken;
  const tokenDigest = token ? digest(token) : undefined;

  if (tokenDigest) {
    // The process's own figures (CPU, memory, event loop, GC). Their observers last as long as the process.
    collectDefaultMetrics({ register: metrics.registry });
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the URL: ids in paths would make a series per order.
      const route = request.routeOptions.url ?? NO_ROUTE;
      const labels = { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
      if (route === SIGN_IN && request.method === 'POST' && SIGN_IN_FAILURES.has(reply.statusCode)) {
        metrics.signInFailures.inc({ status: String(reply.statusCode) });
      }
      done();
    });
  }

  // Operations, not the API: left out of the OpenAPI document.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenDigest) throw notFound();
    if (!bearerMatches(request.headers.authorization, tokenDigest)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized(msg.metricsTokenRequired);
    }
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: a reset link's or a one-time download's token. */
const SECRET_PARAMS = ['token'];

/**
 * A URL as the request log may keep it: the value of every secret parameter replaced, so that the link a
 * guest opened (`/reset-password?token=...`) never reaches standard output, where whoever reads the logs could
 * use it (SECURITY.md, logging).
 */
export function redactedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (!query.has(name)) continue;
    query.set(name, 'REDACTED');
    changed = true;
  }
  return changed ? `${url.slice(0, queryAt)}?${query.toString()}` : url;
}

/** Fastify's request line (its default fields), with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialised and encoded once (not on every request), with the entity tag of those bytes. */
export type CachedJson = { body: Buffer; etag: string };

export const toCachedJson = (value: unknown): CachedJson => {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

/** If-None-Match holds a list of tags, possibly weak (W/"..."), or *. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends pre-serialised JSON with its entity tag; a client that already holds those bytes gets an empty
 * 304. no-cache lets browsers keep the answer but makes them ask each time, so an edit shows at once.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  void reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  // Bytes are sent as they are, without the response schema's serialiser.
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

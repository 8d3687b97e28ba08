import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialised and encoded once (not on every request), with the entity tag of those bytes; a `variant`
 * (the answer's language) is written into the tag, so variants of one address never share a tag.
 */
export type CachedJson = { body: Buffer; etag: string };

export const toCachedJson = (value: unknown, variant = ''): CachedJson => {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${variant ? `${variant}-` : ''}${hash}"` };
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
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, vary?: string) {
  void reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  // On the 304 too: a cache must know which request headers chose the answer it revalidates.
  if (vary) void reply.header('vary', vary);
  if (matches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  // Bytes are sent as they are, without the response schema's serialiser.
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

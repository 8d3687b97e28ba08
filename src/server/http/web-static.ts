import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { errorBody } from './error-handler.ts';

/** Vite fingerprints every file under /assets, so a given name never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `webRoot` (when it holds an index.html): its files, and index.html for
 * every other GET outside /api, the single-page app's client-side routes. The build writes a brotli
 * and a gzip copy beside each text file (vite.config.ts), sent to browsers that accept them, so no
 * request pays for compressing. Without a web app every unknown path answers the JSON 404.
 */
export async function registerWebStatic(app: FastifyInstance, webRoot: string | undefined) {
  const root = webRoot ? resolve(webRoot) : undefined;
  const serveWeb = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        if (path.includes('/assets/')) reply.header('cache-control', IMMUTABLE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!serveWeb || request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send(errorBody(ERROR_CODES.notFound, msg.notFound));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

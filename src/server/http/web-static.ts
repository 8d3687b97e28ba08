import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import { errorBody } from './error-handler.ts';
import { isApiPath, routedPath } from './origin.ts';

/** Vite fingerprints every file under /assets, so a given name never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Pages that are a chunk of their own and yet a common first page (a guest's first visit starts at the
 * sign-in link): their HTML announces the page's chunks, so the browser fetches them together with the
 * entry instead of only once the entry has run and routed. The shop, the landing page, is in the entry.
 */
const FIRST_PAGES: Record<string, string> = { '/login': 'features/auth/login-page.tsx' };

type ManifestChunk = { file: string; imports?: string[] };

/**
 * `Link` preload headers per first page, from the build's manifest: the page's chunk and the chunks it
 * imports, less those index.html already loads. Empty when the build has no manifest.
 */
function firstPageLinks(root: string): Map<string, string> {
  const manifestPath = resolve(root, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const withImports = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) withImports(imported, into);
    return into;
  };
  const loadedByIndex = withImports('index.html');
  const links = new Map<string, string>();
  for (const [path, source] of Object.entries(FIRST_PAGES)) {
    const chunks = [...withImports(source)].filter((key) => !loadedByIndex.has(key));
    // Module scripts are fetched in CORS mode: the preload must be too, or the browser fetches twice.
    if (chunks.length > 0) links.set(path, chunks.map((key) => `</${manifest[key]!.file}>; rel=modulepreload; crossorigin`).join(', '));
  }
  return links;
}

/** An image a page shows first, as its `<img>` asks for it: the preload must name the same, or it is fetched twice. */
export type ImagePreload = { href: string; srcset: string; sizes: string };

/**
 * The images a first page shows first, per path (the page's largest paint, whose address its script learns late), for
 * the request at hand; none when the request's page would show other ones.
 */
export type ImagePreloads = Record<string, (request: FastifyRequest) => ImagePreload[]>;

/**
 * `Link` preload headers of images, fetched at once and first (an `<img>` on the first screen asks with high priority
 * too). No `crossorigin`: an `<img>` without one fetches in no-CORS mode, and the preload must match it.
 */
const imageLinks = (images: ImagePreload[]) =>
  images.map(({ href, srcset, sizes }) => `<${href}>; rel=preload; as=image; imagesrcset="${srcset}"; imagesizes="${sizes}"; fetchpriority=high`);

/**
 * Serves the built web app from `webRoot` (when it holds an index.html): its files, and index.html for
 * every other GET outside /api, the single-page app's client-side routes. The build writes a brotli
 * and a gzip copy beside each text file (vite.config.ts), sent to browsers that accept them, so no
 * request pays for compressing. Without a web app every unknown path answers the JSON 404.
 */
export async function registerWebStatic(app: FastifyInstance, webRoot: string | undefined, images: ImagePreloads = {}) {
  const root = webRoot ? resolve(webRoot) : undefined;
  const serveWeb = root !== undefined && existsSync(resolve(root, 'index.html'));
  const links = serveWeb ? firstPageLinks(root) : new Map<string, string>();
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
    if (!serveWeb || isApiPath(request) || request.method !== 'GET') {
      return reply.status(404).send(errorBody(ERROR_CODES.notFound, msg.notFound));
    }
    const path = routedPath(request);
    const link = [links.get(path) ?? [], imageLinks(images[path]?.(request) ?? [])].flat().join(', ');
    if (link) reply.header('link', link);
    // Revalidated on every visit, so a new release is picked up at once (send's own max-age=0 is set aside).
    return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}

import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

/**
 * Every route Fastify knows, read from its own route tree (printRoutes), so a test that walks it
 * also covers routes added later. HEAD routes that Fastify adds for each GET are left out.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of lines) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

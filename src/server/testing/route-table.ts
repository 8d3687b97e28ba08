import type { FastifySchema, RouteOptions } from 'fastify';

export type RouteEntry = {
  method: string;
  url: string;
  /** `${method} ${url}`, the name a route has in the security tables. */
  key: string;
  schema?: FastifySchema;
};

/**
 * Every route the app added, read from its onRoute hook (TestApp.routes), so a test that walks the
 * table also covers routes added later. The HEAD routes Fastify adds for each GET are left out.
 */
export function routeTable(t: { routes: RouteOptions[] }): RouteEntry[] {
  return t.routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, url: route.url, key: `${method} ${route.url}`, schema: route.schema })),
  );
}

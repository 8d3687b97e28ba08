import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { productsResponse } from '#shared/schemas/shop.ts';
import { onPostgres } from '#server/testing/test-db.ts';
import { readFetchJson } from '#server/testing/api-client.ts';
import { freePort, serveCommand, startServerProcess, type ServerProcess } from '#server/testing/server-process.ts';

/**
 * `npm start` runs the esbuild bundle, not the sources the other tests import: this proves the bundle
 * boots on a new embedded database (from the build's template), serves the web app and the API, and
 * stops cleanly. `npm test` builds before it runs the tests. Once is enough: it runs in the PGlite project.
 */
describe.skipIf(onPostgres)('the built server (npm run serve)', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.child.kill('SIGKILL'));

  it('starts on a new data directory with demo data, answers, and stops on SIGTERM', async () => {
    const bundle = serveCommand().args.at(-1)!;
    expect(existsSync(bundle), `${bundle} is missing: run npm run build`).toBe(true);
    server = startServerProcess({ port: await freePort(), bundle: true, env: { SEED_DEMO: 'true', LOG_LEVEL: 'info' } });
    await server.waitForOutput(/Never let real guests use this shop\.\n\n/, 60_000);
    // The banner is what a person sees last: Fastify's own lines come before it, it names the bookings that carry
    // two lounges, and it ends saying loudly that the demo data's payment page gives tokens away.
    const output = server.output();
    expect(output.lastIndexOf('Server listening at')).toBeLessThan(output.indexOf('Lounge Pre-Order is running'));
    expect(output).toMatch(/LNG-2002 \(2 lounges: Thursday, Friday\), LNG-3003 \(2 lounges on Friday\)[^\n]*\n!!! DEMO PAYMENTS ARE ON: [^\n]*\n!!! [^\n]*\n\n$/);

    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const products = await fetch(`${server.url}/api/products`);
    expect(products.status).toBe(200);
    expect((await readFetchJson(products, productsResponse)).products.length).toBeGreaterThan(0);
    const shop = await fetch(`${server.url}/shop`);
    expect(shop.status).toBe(200);
    expect(await shop.text()).toContain('<div id="root">');
    // Not a terminal (a pipe here): the requests are logged as pino's JSON lines (log-output.ts).
    await expect.poll(() => server!.output()).toMatch(/^\{"level":30,[^\n]*"reqId":"[^"]+","res":\{"statusCode":200\}[^\n]*"msg":"request completed"\}$/m);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});

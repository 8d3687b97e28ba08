import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { sharedBrowser } from './browser.ts';
import { startShop, type ShopServer } from './server.ts';

export type Suite = { shop: ShopServer; browser: Browser };

/**
 * One shop server for a browser test file, started before its first test and closed after its last, and the
 * worker's Chromium (sharedBrowser), left as the file found it: without browser contexts. The fields are filled in
 * by then, so tests read them as `suite.shop` and `suite.browser`.
 */
export function useShopAndBrowser(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.shop, suite.browser] = await Promise.all([startShop(), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(suite.browser?.contexts().map((context) => context.close()) ?? []);
    await suite.shop?.close();
  });
  return suite;
}

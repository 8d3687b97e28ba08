import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startShop, type ShopServer } from './server.ts';

export type Suite = { shop: ShopServer; browser: Browser };

/**
 * One shop server and one Chromium for a browser test file: started before its first test, closed after
 * its last. The fields are filled in by then, so tests read them as `suite.shop` and `suite.browser`.
 */
export function useShopAndBrowser(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.shop, suite.browser] = await Promise.all([startShop(), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.shop?.close();
  });
  return suite;
}

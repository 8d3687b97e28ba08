import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage } from './support/browser.ts';
import { watchCsp } from './support/csp.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

/**
 * The Content Security Policy the server sends must not break the built app: the accessibility walk
 * (e2e/support/accessibility-walk.ts) finds no violation on any page or dialog of its tours, in every language and
 * width it walks. This file proves the watch it uses would see one.
 */
describe('Content Security Policy in the browser', () => {
  it('is sent with the app and would catch a violation (an injected inline script is blocked and reported)', async () => {
    const { context, page } = await newPage(suite.browser, suite.shop.url, DESKTOP);
    const violations = await watchCsp(page);
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    // The browser reports the violation on its own time: wait for the report, not for a fixed delay.
    await expect.poll(async () => (await violations('probe')).join('\n')).toMatch(/script-src/);
    await context.close();
  });
});

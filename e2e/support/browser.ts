import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? 'test-results/screenshots';

export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 375, height: 740 };
export type Viewport = typeof DESKTOP;

/** Browser tests are required: a missing Chromium is a failure, never a skip. */
function launchOptions() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH)`);
  }
  return {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for all the browser files a test worker runs (they share its module graph, vitest.config.ts): each
 * test works in browser contexts of its own, so only the launch is shared, a second or more per file on a busy
 * machine. A Chromium that went away is launched again; Playwright ends it when the worker exits.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    shared = launchBrowser();
    void shared.then((browser) => browser.on('disconnected', () => (shared = undefined)));
  }
  return shared;
}

/**
 * A page of a Chromium of its own with a profile on disk, service workers allowed: Chrome offers to install an app
 * only outside incognito, and the contexts of launchBrowser are incognito ones (Page.getInstallabilityErrors answers
 * 'in-incognito' there). `close` ends that Chromium and deletes the profile.
 */
export async function launchProfilePage(baseURL: string, viewport = DESKTOP): Promise<{ page: Page; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions(), baseURL, viewport, serviceWorkers: 'allow' });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(30_000);
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { page, close };
}

/**
 * A page in a context of its own; `locale` is the browser's language (navigator.languages and Accept-Language).
 * The app's service worker (docs/decisions/042-service-worker.md) is blocked unless `serviceWorkers` allows it:
 * answers it fetches itself pass by page.route, which tests use to stand in for a failing network or server.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  locale?: string,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale, isMobile: viewport.width < 500, hasTouch: viewport.width < 500, serviceWorkers });
  const page = await context.newPage();
  // Every wait is for a condition; the margin is for a busy 2-core machine, where a first page once took over 10 s.
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** The whole page, or with `fullPage: false` what the screen shows: an open dialog as the person sees it. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

/** Collects console errors and CSP violations so a test can assert the page ran cleanly. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

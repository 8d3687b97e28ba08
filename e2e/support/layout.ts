import type { Page, Request } from 'playwright-core';

export const MIN_TOUCH_TARGET = 44;

const requestsInFlight = new WeakMap<Page, Set<Request>>();

/**
 * The page's unfinished requests, counted from the first call on (settle calls it on every page it sees). The
 * live-updates stream (issue 17) stays open for as long as the page does, so it is not a request to wait for.
 */
function trackRequests(page: Page): Set<Request> {
  let pending = requestsInFlight.get(page);
  if (!pending) {
    const set = new Set<Request>();
    // The live-updates stream (/api/events, issue 17) stays open for as long as the page does: not a load.
    page.on('request', (request) => request.resourceType() !== 'eventsource' && set.add(request));
    page.on('requestfinished', (request) => set.delete(request));
    page.on('requestfailed', (request) => set.delete(request));
    requestsInFlight.set(page, set);
    pending = set;
  }
  return pending;
}

// Generous: on a busy 2-core machine a lazy chunk or a query can take seconds; the loop returns as soon as it is quiet.
const SETTLE_TIMEOUT = 30_000;

/**
 * Waits until the page shows its final state: no request in flight (data, or the code of a page or
 * dialog that loads on first use) and no loading indicator (`data-loading`: spinners and the backdrop
 * shown while a dialog's code arrives), twice in a row, since one lazy chunk may ask for the next; then
 * for running finite animations (a toast fading in; spinners run forever). Throws rather than let a
 * screenshot or an accessibility scan look at a half-loaded screen.
 */
export async function settle(page: Page) {
  const pending = trackRequests(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const deadline = Date.now() + SETTLE_TIMEOUT;
  for (let quiet = 0; quiet < 2; ) {
    await page.waitForTimeout(150);
    const loading = await page.locator('[data-loading]').count();
    quiet = pending.size === 0 && loading === 0 ? quiet + 1 : 0;
    if (quiet < 2 && Date.now() > deadline) {
      const urls = [...pending].map((r) => r.url()).join(', ');
      throw new Error(`${page.url()} did not settle in ${SETTLE_TIMEOUT} ms: ${loading} loading indicator(s), requests in flight: ${urls || 'none'}`);
    }
  }
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 10_000))]);
  });
}

/**
 * Sideways scrolling, measured against the device width: a mobile browser widens its layout
 * viewport (window.innerWidth) to fit overflowing content, so comparing with that hides the problem.
 */
export async function horizontalOverflow(page: Page, deviceWidth: number): Promise<string | null> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return scrollWidth > deviceWidth ? `page is ${scrollWidth}px wide on a ${deviceWidth}px screen` : null;
}

/**
 * Interactive elements smaller than 44 × 44 px. Inside an open dialog only the dialog counts (the page
 * behind it is inert). Checkboxes are measured by their label, which is what a finger hits; links
 * that run inside a sentence are exempt (WCAG 2.5.5 "inline" exception).
 */
export async function smallTouchTargets(page: Page, min = MIN_TOUCH_TARGET): Promise<string[]> {
  return page.evaluate((min) => {
    const root = document.querySelector('[role="dialog"]') ?? document.body;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const problems: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el);
      let box = el.getBoundingClientRect();
      // Visually hidden (sr-only skip link), not rendered, or hidden.
      if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden') continue;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (label) box = label.getBoundingClientRect();
      }
      if (el.tagName === 'A' && style.display === 'inline') {
        const sentence = el.parentElement?.closest('p, li, dd');
        if (sentence && sentence.textContent?.trim() !== el.textContent?.trim()) continue;
      }
      if (Math.min(box.width, box.height) < min - 0.5) {
        problems.push(`${name(el)} is ${Math.round(box.width)}×${Math.round(box.height)}px`);
      }
    }
    return problems;
  }, min);
}

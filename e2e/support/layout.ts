import type { Page, Request } from 'playwright-core';
import { PHONE } from './browser.ts';

export const MIN_TOUCH_TARGET = 44;

const requestsInFlight = new WeakMap<Page, Set<Request>>();

/**
 * The page's unfinished requests, counted from the first call on (settle calls it on every page it sees). The
 * live-updates stream (docs/decisions/021) stays open for as long as the page does, so it is not a request to wait for.
 */
function trackRequests(page: Page): Set<Request> {
  let pending = requestsInFlight.get(page);
  if (!pending) {
    const set = new Set<Request>();
    // The live-updates stream (/api/events) stays open for as long as the page does: not a load.
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

/**
 * Texts cut off by a box that hides its overflow (`overflow: hidden` or `clip`, which an ellipsis needs too):
 * German words are long, and a label that does not fit must wrap, not vanish. E-mail addresses are left out:
 * they are data of any length, shortened with an ellipsis on purpose where a row is narrow (the whole address
 * is in the control's accessible name or title). Visually hidden text (a 1 px box) is meant to be clipped.
 */
export async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || text.includes('@')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const [left, right] = [Math.min(...rects.map((r) => r.left)), Math.max(...rects.map((r) => r.right))];
      const [top, bottom] = [Math.min(...rects.map((r) => r.top)), Math.max(...rects.map((r) => r.bottom))];
      for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        const [clipsX, clipsY] = [clips(style.overflowX), clips(style.overflowY)];
        if (!clipsX && !clipsY) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) break;
        const inner = { left: box.left + el.clientLeft, top: box.top + el.clientTop };
        const cutX = clipsX && (left < inner.left - TOLERANCE || right > inner.left + el.clientWidth + TOLERANCE);
        const cutY = clipsY && (top < inner.top - TOLERANCE || bottom > inner.top + el.clientHeight + TOLERANCE);
        if (cutX || cutY) {
          problems.push(`"${text.slice(0, 60)}" is cut ${cutX ? 'at the side' : 'at the bottom'} by <${el.tagName.toLowerCase()} class="${el.className}">`);
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * The accessibility walk's phone checks (accessibility-walk.ts): nothing scrolls sideways, no text is cut off, every
 * control is a touch target; each problem is added to `problems` with `where` it was seen.
 */
export async function checkPhoneLayout(page: Page, where: string, problems: string[]) {
  const overflow = await horizontalOverflow(page, PHONE.width);
  if (overflow) problems.push(`Horizontal scrolling on ${where}: ${overflow}`);
  const cut = await clippedTexts(page);
  if (cut.length > 0) problems.push(`Text cut off on ${where}:\n  ${cut.join('\n  ')}`);
  const small = await smallTouchTargets(page);
  if (small.length > 0) problems.push(`Touch targets below 44px on ${where}:\n  ${small.join('\n  ')}`);
}

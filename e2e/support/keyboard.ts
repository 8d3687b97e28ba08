import type { Page } from 'playwright-core';

export type Focused = { name: string; tag: string; inDialog: boolean; indicator: boolean };

/**
 * What has the keyboard focus: its accessible-ish name (aria-label, label, or text), whether it sits
 * in an open dialog, and whether it shows a visible focus indicator (an outline or a ring; Radix menu
 * items mark the highlighted item with a background instead).
 */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', tag: 'body', inDialog: false, indicator: false };
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    return {
      name: name.replace(/\s+/g, ' ').trim(),
      tag: el.tagName.toLowerCase(),
      inDialog: el.closest('[role="dialog"]') !== null,
      indicator: outline || ring || el.hasAttribute('data-highlighted'),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, as a keyboard user would,
 * and records every stop that showed no focus indicator.
 */
export async function tabTo(page: Page, name: string | RegExp, options: { back?: boolean; max?: number; unseen?: string[] } = {}) {
  const { back = false, max = 80, unseen } = options;
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (!now.indicator && now.tag !== 'body') unseen?.push(`${now.tag} "${now.name}"`);
    if (matches(now.name)) return now;
  }
  throw new Error(`No focusable element named ${String(name)} within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

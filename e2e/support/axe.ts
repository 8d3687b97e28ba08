import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { settle } from './layout.ts';

type Violation = AxeResults['violations'][number];

/** axe-core's browser build, put into a page once and run there (see analyzeAtRest). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Every rule but the experimental ones (axe's defaults: WCAG 2.x A and AA plus best practices); only violations reported. */
const RUN_OPTIONS: RunOptions = { resultTypes: ['violations'] };

/** The impacts that fail a test; minor and moderate findings are reported by axe but do not block. */
const BLOCKING = new Set(['serious', 'critical']);

/** Every page or dialog that was scanned, so a test file can report how much it covered. */
export const scanned: string[] = [];
/** Minor and moderate findings by rule id, with where they were seen: reported, not failed. */
export const advisories = new Map<string, Set<string>>();

function describe(violation: Violation) {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`)
    .join('\n');
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))\n${nodes}`;
}

/**
 * Runs axe-core (WCAG 2.1 A/AA plus best practices) on what the page shows now, an open dialog
 * included; returns a readable report of anything serious or critical, or null when clean.
 */
export async function findSeriousViolations(page: Page, label: string): Promise<string | null> {
  // Axe judges the final colours and layout, not a toast halfway through fading in.
  await settle(page);
  const violations = await analyzeAtRest(page);
  scanned.push(label);
  for (const v of violations) {
    if (v.impact && BLOCKING.has(v.impact)) continue;
    const key = `[${v.impact}] ${v.id}: ${v.help}`;
    advisories.set(key, (advisories.get(key) ?? new Set()).add(label));
  }
  const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  return blocking.length > 0 ? `Accessibility violations on ${label}:\n${blocking.map(describe).join('\n')}` : null;
}

/**
 * A toast's timer runs on while axe works, so one can start fading out mid-scan (its colours half blended into the
 * dialog backdrop behind it), however long `settle` waited before. Animations and transitions are switched off for
 * the scan, so every element is judged at its resting colours; the toast still leaves when its time is up.
 */
const AT_REST = '*, *::before, *::after { animation: none !important; transition: none !important; }';

/**
 * axe-core runs in the page itself, put there once per document. The app has no frames, so the frame-by-frame
 * run of @axe-core/playwright (partial results finished in a page of its own) bought nothing and cost about two
 * seconds a scan; the rules and their results are the same.
 */
async function analyzeAtRest(page: Page): Promise<Violation[]> {
  const style = await page.addStyleTag({ content: AT_REST });
  try {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    return await page.evaluate(runAxe, { options: RUN_OPTIONS, behindDialog: BEHIND_A_DIALOG });
  } finally {
    await style.evaluate((element) => {
      element.parentNode?.removeChild(element);
    });
  }
}

/**
 * What a modal dialog can break in the page behind it: the page is hidden from assistive technology while the
 * dialog is open, and nothing hidden may keep the focus.
 */
const BEHIND_A_DIALOG = ['aria-hidden-body', 'aria-hidden-focus'];

/**
 * Runs in the page. With a dialog open, the dialog and any toast are scanned with every rule, and the page behind
 * with the rules of BEHIND_A_DIALOG only: that page is inert, and each tour scanned it at its own stop before
 * opening the dialog. Scanning it again at every dialog (its tables, charts and lists) took half of the walk's
 * time.
 */
async function runAxe({ options, behindDialog }: { options: RunOptions; behindDialog: string[] }) {
  const { axe } = window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } };
  const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  if (dialogs.length === 0) return (await axe.run(document, options)).violations;
  const inside = await axe.run({ include: [...dialogs, ...document.querySelectorAll('[role="status"]')] }, options);
  const behind = await axe.run(document, { ...options, runOnly: { type: 'rule', values: behindDialog } });
  return [...inside.violations, ...behind.violations];
}

export async function expectNoSeriousViolations(page: Page, label: string) {
  const report = await findSeriousViolations(page, label);
  if (report) throw new Error(report);
}

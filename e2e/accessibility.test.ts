import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN } from './support/server.ts';
import { DESKTOP, PHONE, newPage } from './support/browser.ts';
import { advisories, findSeriousViolations, scanned } from './support/axe.ts';
import { horizontalOverflow, smallTouchTargets } from './support/layout.ts';
import { signIn } from './support/flows.ts';
import { seedActivity } from './support/seed.ts';
import { applicantTour, endedTour, guestTour, signedOutTour, type Tour } from './support/tour.ts';
import { ordersAndPackingTour, peopleAndCatalogueTour, reportsTour } from './support/admin-tour.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

/**
 * Every page and every dialog, at desktop and phone width, signed out, as a guest, as an applicant
 * and as an admin: axe-core finds nothing serious or critical; on the phone nothing scrolls sideways
 * and every control is a 44px touch target.
 */
let people: Awaited<ReturnType<typeof seedActivity>>;

beforeAll(async () => {
  people = await seedActivity(suite.shop);
});
afterAll(async () => {
  console.info(`axe-core scanned ${scanned.length} pages and dialogs`);
  for (const [rule, where] of advisories) console.info(`advisory ${rule} on ${[...where].join('; ')}`);
});

const viewports = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** Runs a tour and collects every problem, so one run lists them all rather than the first. */
async function audit(viewport: typeof DESKTOP, run: (tour: Tour) => Promise<void>, signInAs?: { email: string; password?: string }) {
  const phone = viewport.width < 500;
  const { context, page } = await newPage(suite.browser, suite.shop.url, viewport);
  if (signInAs) await signIn(page, signInAs.email, signInAs.password);
  const problems: string[] = [];
  const visit = async (label: string) => {
    const where = `${label} (${phone ? 'phone' : 'desktop'})`;
    const report = await findSeriousViolations(page, where);
    if (report) problems.push(report);
    if (phone) await checkPhoneLayout(page, where, problems);
  };
  try {
    await run({ page, phone, visit, shop: suite.shop });
  } finally {
    await context.close();
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
}

async function checkPhoneLayout(page: Page, where: string, problems: string[]) {
  const overflow = await horizontalOverflow(page, PHONE.width);
  if (overflow) problems.push(`Horizontal scrolling on ${where}: ${overflow}`);
  const small = await smallTouchTargets(page);
  if (small.length > 0) problems.push(`Touch targets below 44px on ${where}:\n  ${small.join('\n  ')}`);
}

describe.each(viewports)('accessibility at %s width', (_name, viewport) => {
  it('signed out', () => audit(viewport, signedOutTour));
  const guest = async (tour: Tour) => {
    await guestTour(tour);
    await endedTour(tour);
  };
  it('as a guest', () => audit(viewport, guest, { email: people.guestEmail }));
  it('as an applicant waiting for approval', () => audit(viewport, applicantTour, { email: people.applicantEmail }));
  it('as an admin: dashboard, users, lounges, products, mix drinks', () => audit(viewport, (tour) => peopleAndCatalogueTour(tour, people), ADMIN));
  it('as an admin: orders, packing lists, settings', () => audit(viewport, (tour) => ordersAndPackingTour(tour, people), ADMIN));
  it('as an admin: reports', () => audit(viewport, reportsTour, ADMIN));
});

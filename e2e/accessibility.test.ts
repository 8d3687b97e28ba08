import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '#shared/constants.ts';
import { ADMIN } from './support/server.ts';
import { DESKTOP, PHONE, type Viewport } from './support/browser.ts';
import { advisories, findSeriousViolations, scanned } from './support/axe.ts';
import { clippedTexts, horizontalOverflow, smallTouchTargets } from './support/layout.ts';
import { seedActivity } from './support/seed.ts';
import { applicantTour, endedTour, guestTour, signedOutTour, type Tour } from './support/tour.ts';
import { ordersAndPackingTour, peopleAndCatalogueTour, reportsTour } from './support/admin-tour.ts';
import { openTour, type TourPerson } from './support/tour-steps.ts';
import { useShopAndBrowser } from './support/suite.ts';

const suite = useShopAndBrowser();

/**
 * Every page and every dialog, signed out, as a guest, as an applicant and as an admin: axe-core finds nothing
 * serious or critical; on the phone nothing scrolls sideways, no text is cut off and every control is a 44px touch
 * target. English at desktop and phone width; German and French at 375 px, where their longer words are tight
 * (MATRIX): the same tours, their texts read from the catalogues (support/tour-language.ts).
 */
let people: Awaited<ReturnType<typeof seedActivity>>;

beforeAll(async () => {
  people = await seedActivity(suite.shop);
});
afterAll(async () => {
  console.info(`axe-core scanned ${scanned.length} pages and dialogs`);
  for (const [rule, where] of advisories) console.info(`advisory ${rule} on ${[...where].join('; ')}`);
});

type TourName = 'signed out' | 'guest' | 'applicant' | 'admin people' | 'admin orders' | 'admin reports';
const EVERY_TOUR: TourName[] = ['signed out', 'guest', 'applicant', 'admin people', 'admin orders', 'admin reports'];

/**
 * English walks every page at both widths. German and French, whose longer words change the layout, walk at phone
 * width: both the guest's pages (where most guests read their language), and between them every other page once,
 * German the back office's daily pages, French the sign-in, the application and the catalogue pages.
 */
const MATRIX: [string, Language, Viewport, TourName[]][] = [
  ['English at desktop width', 'en', DESKTOP, EVERY_TOUR],
  ['English at phone width', 'en', PHONE, EVERY_TOUR],
  ['German at phone width', 'de', PHONE, ['guest', 'admin orders', 'admin reports']],
  ['French at phone width', 'fr', PHONE, ['signed out', 'guest', 'applicant', 'admin people']],
];

/** Runs a tour and collects every problem, so one run lists them all rather than the first. */
async function audit(language: Language, viewport: Viewport, run: (tour: Tour) => Promise<void>, signInAs?: TourPerson) {
  const { context, page, tr, phone } = await openTour(suite.browser, suite.shop, viewport, language, signInAs);
  const problems: string[] = [];
  const visit = async (label: string) => {
    const where = `${label} (${language}, ${phone ? 'phone' : 'desktop'})`;
    const report = await findSeriousViolations(page, where);
    if (report) problems.push(report);
    if (phone) await checkPhoneLayout(page, where, problems);
  };
  try {
    await run({ page, phone, visit, shop: suite.shop, tr });
  } finally {
    await context.close();
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
}

async function checkPhoneLayout(page: Page, where: string, problems: string[]) {
  const overflow = await horizontalOverflow(page, PHONE.width);
  if (overflow) problems.push(`Horizontal scrolling on ${where}: ${overflow}`);
  const cut = await clippedTexts(page);
  if (cut.length > 0) problems.push(`Text cut off on ${where}:\n  ${cut.join('\n  ')}`);
  const small = await smallTouchTargets(page);
  if (small.length > 0) problems.push(`Touch targets below 44px on ${where}:\n  ${small.join('\n  ')}`);
}

describe.each(MATRIX)('accessibility in %s', (_name, language, viewport, tours) => {
  // Who signs in is read when the test runs: the people are seeded in beforeAll.
  const audited = (run: (tour: Tour) => Promise<void>, signInAs?: () => TourPerson) => () => audit(language, viewport, run, signInAs?.());
  // A tour a language does not walk is not registered at all (CI refuses skipped browser tests).
  const walks = (name: TourName) => (title: string, test: () => Promise<void>) => {
    if (tours.includes(name)) it(title, test);
  };
  walks('signed out')('signed out', audited(signedOutTour));
  const guest = async (tour: Tour) => {
    await guestTour(tour);
    await endedTour(tour);
  };
  walks('guest')('as a guest', audited(guest, () => ({ email: people.guestEmail })));
  walks('applicant')('as an applicant waiting for approval', audited(applicantTour, () => ({ email: people.applicantEmail })));
  walks('admin people')('as an admin: dashboard, users, lounges, products, mix drinks', audited((tour) => peopleAndCatalogueTour(tour, people), () => ADMIN));
  walks('admin orders')('as an admin: orders, packing lists, mail, settings', audited((tour) => ordersAndPackingTour(tour, people), () => ADMIN));
  walks('admin reports')('as an admin: reports', audited(reportsTour, () => ADMIN));
});

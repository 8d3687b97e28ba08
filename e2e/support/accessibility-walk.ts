import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#shared/constants.ts';
import { ADMIN } from './server.ts';
import type { Viewport } from './browser.ts';
import { advisories, findSeriousViolations, scanned } from './axe.ts';
import { watchCsp } from './csp.ts';
import { checkPhoneLayout } from './layout.ts';
import { seedActivity } from './seed.ts';
import { applicantTour, endedTour, guestTour, signedOutTour, type Tour } from './tour.ts';
import { ordersAndPackingTour, peopleAndCatalogueTour, reportsTour } from './admin-tour.ts';
import { openTour, type TourPerson } from './tour-steps.ts';
import { useShopAndBrowser, type Suite } from './suite.ts';

/**
 * The accessibility walk: every page and every dialog, signed out, as a guest, as an applicant and as an admin:
 * axe-core finds nothing serious or critical; on the phone nothing scrolls sideways, no text is cut off and every
 * control is a 44px touch target; and the Content Security Policy is never violated (e2e/security.test.ts proves
 * the watch would see a violation). Each language and width is a test file of its own (e2e/accessibility-*.test.ts),
 * so the walks run beside each other instead of one after another.
 */
export type TourName = 'signed out' | 'guest' | 'applicant' | 'admin people' | 'admin orders' | 'admin reports';
export const EVERY_TOUR: TourName[] = ['signed out', 'guest', 'applicant', 'admin people', 'admin orders', 'admin reports'];

/** Registers the walk of `tours` in one language at one width, on a shop of its own. */
export function accessibilityWalk(name: string, language: Language, viewport: Viewport, tours: TourName[]) {
  const suite = useShopAndBrowser();
  let people: Awaited<ReturnType<typeof seedActivity>>;
  beforeAll(async () => {
    people = await seedActivity(suite.shop);
  });
  afterAll(() => {
    console.info(`axe-core scanned ${scanned.length} pages and dialogs`);
    for (const [rule, where] of advisories) console.info(`advisory ${rule} on ${[...where].join('; ')}`);
  });

  describe(`accessibility in ${name}`, () => {
    // Who signs in is read when the test runs: the people are seeded in beforeAll.
    const audited = (run: (tour: Tour) => Promise<void>, signInAs?: () => TourPerson) => () => auditTour(suite, language, viewport, run, signInAs?.());
    // A tour a language does not walk is not registered at all (CI refuses skipped browser tests).
    const walks = (tour: TourName) => (title: string, test: () => Promise<void>) => {
      if (tours.includes(tour)) it(title, test);
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
}

/**
 * Runs a tour in a language at a width and collects every problem at each stop, so one run lists them all rather
 * than the first: the walk's checks, also for a tour walked once by a test of its own (e2e/payouts.test.ts).
 */
export async function auditTour(suite: Suite, language: Language, viewport: Viewport, run: (tour: Tour) => Promise<void>, signInAs?: TourPerson) {
  const { context, page, tr, phone } = await openTour(suite.browser, suite.shop, viewport, language, signInAs);
  const cspViolations = await watchCsp(page);
  const problems: string[] = [];
  let stops = 0;
  const visit = async (label: string) => {
    stops++;
    const where = `${label} (${language}, ${phone ? 'phone' : 'desktop'})`;
    const report = await findSeriousViolations(page, where);
    if (report) problems.push(report);
    if (phone) await checkPhoneLayout(page, where, problems);
    problems.push(...(await cspViolations(where)));
  };
  try {
    await run({ page, phone, visit, shop: suite.shop, tr });
    problems.push(...(await cspViolations('end of the tour')));
    expect(stops).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
}

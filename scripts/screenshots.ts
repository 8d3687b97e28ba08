/**
 * npm run screenshots: every page and the key dialogs at desktop (1280px) and phone (375px) width,
 * signed out, as a guest, as an applicant and as an admin, and the installed app's notices (offline, a new version,
 * push: e2e/support/installed-app-tour.ts), in English, German and French (docs/decisions/024),
 * into ./screenshots/ with an index.html gallery. Builds nothing: run `npm run build` first. The
 * server, database and demo activity are those of the browser tests (e2e/support), and the walk
 * through the app is their tour, so the gallery shows exactly the screens the accessibility test checks.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { LANGUAGE_NAMES } from '#web/lib/i18n/languages.ts';
import { ADMIN, startShop, type ShopServer } from '../e2e/support/server.ts';
import { DESKTOP, PHONE, launchBrowser } from '../e2e/support/browser.ts';
import { settle } from '../e2e/support/layout.ts';
import { installedAppTour } from '../e2e/support/installed-app-tour.ts';
import { seedActivity, seededGuest } from '../e2e/support/seed.ts';
import { adminTour, applicantTour, endedTour, guestTour, openPayoutWindow, payoutTour, reportsTour, signedOutTour, type Tour } from '../e2e/support/tour.ts';
import { openTour, type TourPerson } from '../e2e/support/tour-steps.ts';

const OUT = resolve(process.env.SCREENSHOT_OUT ?? 'screenshots');
const viewports = [
  { name: 'desktop', size: DESKTOP },
  { name: 'phone', size: PHONE },
] as const;

type Shot = { language: Language; role: string; label: string; viewport: string; file: string };
const shots: Shot[] = [];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * What went wrong on a page while it was being photographed: a script error, an error the app logged
 * (a render error caught by the route boundary logs one), or a server error. Answers the browser turns
 * into console lines of their own ('Failed to load resource: … 401') are expected on some screens (a
 * signed-out visitor, a form sent with mistakes), so responses are judged by their status instead.
 */
function watchForErrors(page: Page, where: () => string) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${where()}: script error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`${where()}: console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${where()}: ${response.status()} from ${response.url()}`);
  });
  return problems;
}

async function shoot(
  browser: Browser,
  shop: ShopServer,
  language: Language,
  role: string,
  run: (tour: Tour) => Promise<void>,
  as?: TourPerson,
  serviceWorkers: 'allow' | 'block' = 'block',
) {
  for (const { name, size } of viewports) {
    const where = `${language}, ${role}, ${name}`;
    let lastScreen = 'signing in';
    const { context, page, tr, phone } = await openTour(browser, shop, size, language, as, serviceWorkers);
    const problems = watchForErrors(page, () => `${where}, after "${lastScreen}"`);
    const visit = async (label: string) => {
      await settle(page);
      if (await page.getByRole('heading', { name: tr('Something went wrong') }).count()) problems.push(`${where}, "${label}": the error page`);
      // An open dialog or menu is shown as the screen shows it; a page from top to bottom, scrolled back
      // to the top first so that the sticky header is not photographed halfway down.
      const overlay = (await page.locator('[role="dialog"], [role="menu"], [aria-expanded="true"]').count()) > 0;
      if (!overlay) await page.evaluate(() => window.scrollTo(0, 0));
      const file = `${String(shots.length + 1).padStart(3, '0')}-${language}-${slug(role)}-${slug(label)}-${name}.png`;
      await page.screenshot({ path: join(OUT, file), fullPage: !overlay });
      shots.push({ language, role, label, viewport: name, file });
      lastScreen = label;
    };
    try {
      await run({ page, phone, visit, shop, tr });
    } catch (error) {
      throw new Error(`${where}: the tour stopped after "${lastScreen}"`, { cause: error });
    } finally {
      await context.close();
    }
    if (problems.length > 0) throw new Error(`Pages went wrong:\n${problems.join('\n')}`);
    console.info(`${where}: done`);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** One row per screen, desktop beside phone, grouped by language and by who is looking. */
function gallery() {
  const groups = [...new Set(shots.map((s) => `${s.language}|${s.role}`))].map((group) => {
    const [language, role] = group.split('|') as [Language, string];
    return { language, role, id: `${language}-${slug(role)}`, shots: shots.filter((s) => s.language === language && s.role === role) };
  });
  const sections = groups.map(({ language, role, id, shots: inGroup }) => {
    const labels = [...new Set(inGroup.map((s) => s.label))];
    const rows = labels.map((label) => {
      const cells = viewports.map(({ name }) => {
        const shot = inGroup.find((s) => s.label === label && s.viewport === name);
        return shot
          ? `<figure class="${name}"><a href="${shot.file}"><img src="${shot.file}" alt="${escapeHtml(`${label}, ${name}`)}" loading="lazy"></a><figcaption>${name}</figcaption></figure>`
          : `<figure class="${name} missing"><figcaption>${name}: not on this width</figcaption></figure>`;
      });
      return `<article><h3>${escapeHtml(label)}</h3><div class="pair">${cells.join('')}</div></article>`;
    });
    return `<section id="${id}"><h2>${escapeHtml(`${LANGUAGE_NAMES[language]} · ${role}`)}</h2>${rows.join('\n')}</section>`;
  });
  const nav = groups.map(({ language, role, id }) => `<a href="#${id}">${escapeHtml(`${LANGUAGE_NAMES[language]} · ${role}`)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lounge Pre-Order screenshots</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1600px; padding: 24px; color: #0f172a; background: #f1f5f9; }
  h2 { margin-top: 48px; border-bottom: 2px solid #cbd5e1; }
  article { background: #fff; border-radius: 12px; padding: 12px 16px; margin: 16px 0; box-shadow: 0 1px 2px #0002; }
  h3 { margin: 0 0 8px; font-size: 15px; }
  .pair { display: flex; gap: 16px; align-items: flex-start; }
  figure { margin: 0; }
  .desktop { flex: 1 1 0; min-width: 0; }
  .phone { flex: 0 0 300px; }
  img { width: 100%; max-height: 900px; object-fit: cover; object-position: top; border: 1px solid #cbd5e1; border-radius: 6px; }
  figcaption { font-size: 12px; color: #475569; }
  .missing { color: #64748b; }
</style></head>
<body><h1>Lounge Pre-Order: ${shots.length} screenshots</h1><p>Generated ${new Date().toISOString()} by <code>npm run screenshots</code>. ${nav}</p>
${sections.join('\n')}
</body></html>
`;
}

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  try {
    const people = await seedActivity(shop);
    // The installed app's own screens (offline, an update, push) need a pending order that may still be changed.
    const installed = await seededGuest(shop, ['LNG-1001']);
    const pendingOrder = await installed.order([{ product: 'Lager 6-pack', quantity: 1 }]);
    for (const language of LANGUAGES) {
      await shoot(browser, shop, language, 'Signed out', signedOutTour);
      const guest = async (tour: Tour) => {
        await guestTour(tour);
        await endedTour(tour);
      };
      await shoot(browser, shop, language, 'Guest', guest, { email: people.guestEmail });
      await shoot(browser, shop, language, 'Applicant', applicantTour, { email: people.applicantEmail });
      await shoot(browser, shop, language, 'Admin', (tour) => adminTour(tour, people), ADMIN);
      await shoot(browser, shop, language, 'Admin reports', reportsTour, ADMIN);
      await shoot(browser, shop, language, 'Installed app', (tour) => installedAppTour(tour, pendingOrder), { email: installed.email }, 'allow');
    }
    // Closing the edition makes the shop read-only, so the payout window comes after every other tour.
    await openPayoutWindow(shop);
    for (const language of LANGUAGES) await shoot(browser, shop, language, 'Guest after the festival', payoutTour);
    writeFileSync(join(OUT, 'index.html'), gallery());
    console.info(`${shots.length} screenshots and index.html in ${OUT}`);
  } finally {
    await browser.close();
    await shop.close();
  }
}

// Loud on failure: the reason on stderr and a non-zero exit, so no one reviews a half-made gallery.
await main().catch((error: unknown) => {
  console.error('npm run screenshots failed:', error);
  process.exitCode = 1;
});

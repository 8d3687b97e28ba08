/**
 * npm run screenshots:mail: every mail's HTML part in English, German and French, as a guest's phone (375 px) and
 * a desktop client (1280 px) show it, rendered from the real templates with sample data, into
 * test-results/screenshots/mail-<kind>-<language>-<phone|desktop>.png.
 */
import { LANGUAGES } from '../src/shared/constants.ts';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../e2e/support/browser.ts';
import { renderMail } from '../src/server/mail/templates/render-mail.tsx';
import { MAIL_SAMPLES } from '../src/server/mail/templates/mail-samples.ts';

const browser = await launchBrowser();
try {
  for (const sample of MAIL_SAMPLES) {
    for (const language of LANGUAGES) {
      const { html } = await renderMail(sample, 'https://shop.example', language);
      for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
        const { context, page } = await newPage(browser, 'about:blank', viewport);
        await page.setContent(html);
        await screenshot(page, `mail-${sample.kind.replace(/_/g, '-')}-${language}-${label}`);
        await context.close();
      }
    }
  }
  console.info(`${MAIL_SAMPLES.length * LANGUAGES.length * 2} mail screenshots in test-results/screenshots`);
} finally {
  await browser.close();
}

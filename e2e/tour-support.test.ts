import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE } from './support/browser.ts';
import { findSeriousViolations } from './support/axe.ts';
import { clippedTexts } from './support/layout.ts';
import { tourLanguage } from './support/tour-language.ts';

/**
 * The checks the accessibility walk relies on in German and French find what they look for: a walk
 * whose translator or cut-text check could not fail would pass whatever the screens showed.
 */
describe('the tours in other languages', () => {
  it('reads the English texts of a tour in German and French from the catalogues', async () => {
    const [de, fr, en] = await Promise.all([tourLanguage('de'), tourLanguage('fr'), tourLanguage('en')]);
    expect(de('Sign in to your account')).toBe('Melden Sie sich bei Ihrem Konto an');
    expect(en('Sign in to your account')).toBe('Sign in to your account');
    // Placeholders are read out of the English and carried over.
    expect(fr('Edit Terrace 1')).toBe('Modifier Terrace 1');
    expect(de('Lager 6-pack added to cart')).toBe('Lager 6-pack wurde in den Warenkorb gelegt');
    // Of the messages a text fits, the one with the most fixed text: 'Edit tokens of {email}', not 'Edit {name}'.
    expect(de('Edit tokens of a@example.com')).toBe('Token von a@example.com bearbeiten');
    // Plurals by key: the number picks the branch.
    expect(fr.key('common.tokensWord', { count: 1 })).toBe('jeton');
    expect(fr.key('common.tokensWord', { count: 25 })).toBe('jetons');
    // A pattern matches every branch of a plural, its # any number, and a placeholder anything.
    const progress = de.pattern('deliveryProgress');
    expect(progress.test('3 von 5 Lounges beliefert')).toBe(true);
    expect(progress.test('0 von 1 Lounge beliefert')).toBe(true);
    expect(progress.test('3 von 5 Lounges')).toBe(false);
    expect(de.day('Friday')).toBe('Freitag');
    expect(fr.day('Thursday')).toBe('jeudi');
  });

  it('fails loudly on a text the app does not have, and on one that means different things', async () => {
    const de = await tourLanguage('de');
    expect(() => de('Sign in to your acount')).toThrow(/not a text of the catalogues/);
    expect(() => de.key('no.such.key')).toThrow(/No de text/);
    // 'Cancel' is the dialogs' button and the orders' action, which German words differently.
    expect(() => de('Cancel')).toThrow(/use tr.key/);
  });
});

describe('in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  describe('the cut-text check', () => {
    it('finds a label cut at the side or the bottom, and leaves wrapped text, e-mails and hidden text alone', async () => {
      const page = await browser.newPage({ viewport: PHONE });
      await page.setContent(`
        <button style="width: 80px; overflow: hidden; white-space: nowrap">Bestellungsübersicht</button>
        <p style="width: 120px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">Zahlungsbestätigung ausstehend</p>
        <div style="width: 120px; height: 20px; overflow: hidden">Eine Zeile reicht hier nicht für diesen Text</div>
        <p style="width: 120px; overflow: hidden">Dieser Text bricht um und bleibt ganz sichtbar</p>
        <p style="width: 80px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">someone.with.a.long.address@example.com</p>
        <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Nur für Screenreader</span>
      `);
      const cut = await clippedTexts(page);
      expect(cut).toHaveLength(3);
      expect(cut[0]).toMatch(/^"Bestellungsübersicht" is cut at the side by <button/);
      expect(cut[1]).toMatch(/^"Zahlungsbestätigung ausstehend" is cut at the side/);
      expect(cut[2]).toMatch(/^"Eine Zeile reicht hier nicht für diesen Text" is cut at the bottom/);
      await page.close();
    });
  });

  describe('the accessibility scan', () => {
    it('judges an element caught mid-fade at its resting colours, and still finds a real contrast problem', async () => {
      // A page in a context of its own, as the tours' pages are.
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      // A notification frozen a fifth of the way into fading out (as a toast whose time ran out during a scan), and a
      // label whose resting colours are too pale.
      await page.setContent(`
        <html lang="en"><head><title>Scan</title><style>
          @keyframes leave { from { opacity: 1 } to { opacity: 0 } }
          .leaving { animation: leave 10s linear infinite paused; animation-delay: -8s }
        </style></head>
        <body><main>
          <div class="leaving" style="color: #111; background: #fff">Lager 6-pack added to cart</div>
          <p id="pale" style="color: #bbb; background: #fff">Pale label</p>
        </main></body></html>
      `);
      const report = await findSeriousViolations(page, 'a fading notification');
      expect(report).toMatch(/color-contrast/);
      expect(report).toMatch(/#pale/);
      expect(report).not.toMatch(/leaving/);
      expect(report).toMatch(/\(1 node\(s\)\)/);
      await context.close();
    });
  });
});

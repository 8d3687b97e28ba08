/**
 * The installable app's icons (vite.config.ts, the web app manifest), drawn from src/web/public/favicon.svg by
 * Chromium and committed: `tsx scripts/render-app-icons.ts` after a change of the favicon. 192 and 512 px as the
 * favicon is, and a maskable 512 px one whose glyph sits inside the middle 80 % that every launcher's mask keeps.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { launchBrowser } from '../e2e/support/browser.ts';

const OUT = 'src/web/public/icons';
const favicon = readFileSync('src/web/public/favicon.svg', 'utf8');
// The favicon's glyph on a full square, at three quarters of its size and centred (docs: web.dev "maskable icons").
const glyph = favicon.match(/<path[^>]*\/>/)?.[0];
if (!glyph) throw new Error('favicon.svg has no <path> glyph');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#693ed8"/><g transform="translate(4 4) scale(0.75)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

mkdirSync(OUT, { recursive: true });
const browser = await launchBrowser();
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${source}</body></html>`);
    await page.screenshot({ path: `${OUT}/${file}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}

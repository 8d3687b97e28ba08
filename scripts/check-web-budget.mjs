#!/usr/bin/env node
/**
 * Front-end budget (docs/architecture.md#web): the JavaScript a first visit to /shop downloads must stay at or under
 * 120 KB gzip, must contain no admin chunk and no zod. Reads the Vite manifest of the production build
 * (`npm run build` first), so it measures exactly what the browser fetches: the entry chunk and its
 * static imports, plus the shop page's chunk and its static imports when the shop is code-split (today
 * it is part of the entry, being the landing page), plus the English catalogue chunk (docs/decisions/024): the app
 * waits for the active language's catalogue before it paints, and English is the default, so a first visit
 * cannot paint without it. Lazy chunks loaded only on interaction (dialogs, the signed-in account menu) or
 * by other pages are not part of a first visit and are not counted.
 *
 * Usage: node scripts/check-web-budget.mjs [distDir]   (default dist/web)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const SHOP_PAGE = 'features/shop/shop-page.tsx';
// Fetched with import() by lib/i18n/i18n.ts, yet needed before the first paint (German and French replace it).
const ENGLISH_CATALOGUE = 'locales/en/messages.po';
const ADMIN_SOURCES = 'features/admin/';
// A class name zod registers at runtime; present in any chunk that carries zod's core.
const ZOD_MARKER = '$ZodType';

const distDir = process.argv[2] ?? 'dist/web';
const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('no entry chunk in the manifest');

const isAdminSource = (key) => manifest[key].src?.startsWith(ADMIN_SOURCES) ?? false;

/** A chunk and everything it imports statically: what the browser fetches once the chunk runs. */
function withStaticImports(key, into = new Set(), skip = () => false) {
  if (into.has(key) || skip(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, into, skip);
  return into;
}

/** Admin page chunks, and the chunks only they reach (walking from guest pages stops at admin pages). */
function adminOnlyChunks() {
  const keys = Object.keys(manifest);
  const guestRoots = keys.filter((key) => (manifest[key].isEntry || manifest[key].isDynamicEntry) && !isAdminSource(key));
  const reachedByGuests = new Set();
  for (const key of guestRoots) withStaticImports(key, reachedByGuests, isAdminSource);
  const admin = new Set();
  for (const key of keys.filter(isAdminSource)) withStaticImports(key, admin);
  return new Set([...admin].filter((key) => !reachedByGuests.has(key)));
}

const firstVisit = withStaticImports(entryKey);
// A code-split shop page shows up in the manifest under its source path; otherwise it is in the entry.
if (manifest[SHOP_PAGE]) withStaticImports(SHOP_PAGE, firstVisit);
if (!manifest[ENGLISH_CATALOGUE]) fail(`no chunk for ${ENGLISH_CATALOGUE} in the manifest`);
withStaticImports(ENGLISH_CATALOGUE, firstVisit);
const rows = [...firstVisit]
  .map((key) => {
    const code = readFileSync(join(distDir, manifest[key].file));
    return { key, file: manifest[key].file, raw: code.length, gzip: gzipSync(code).length, hasZod: code.includes(ZOD_MARKER) };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
console.log(`JavaScript for a first visit to /shop (${rows.length} chunks):`);
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)} gzip  ${kb(row.raw).padStart(9)} raw  ${row.file}`);
console.log(`  ${kb(total.gzip).padStart(9)} gzip  ${kb(total.raw).padStart(9)} raw  total (budget ${kb(BUDGET_BYTES)} gzip)`);

const problems = [];
if (total.gzip > BUDGET_BYTES) problems.push(`${kb(total.gzip)} gzip exceeds the budget of ${kb(BUDGET_BYTES)}`);
const admin = adminOnlyChunks();
for (const row of rows) {
  if (admin.has(row.key)) problems.push(`admin chunk ${row.file} is loaded by /shop`);
  if (row.hasZod) problems.push(`${row.file} carries zod (import shared schemas with \`import type\` on guest pages)`);
}
if (problems.length > 0) fail(problems.join('\n'));
console.log('Web budget OK.');

function fail(message) {
  console.error(`Web budget check failed:\n${message}`);
  process.exit(1);
}

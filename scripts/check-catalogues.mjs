#!/usr/bin/env node
/**
 * The message catalogues (docs/decisions/024) fail the build when they drift apart:
 * - a key missing (or left empty) in any language;
 * - a key no web code uses, or a key web code uses that the catalogues lack;
 * - placeholders ({name}, plural and select arguments) that differ between the languages of one key;
 * - a key twice, in one catalogue or in both;
 * - a text of an area's catalogue (admin.po with the back office, account.po with the account pages, guest-pages.po with
 *   the guest's Cart, Orders and Tokens pages and the line controls they share, password.po with
 *   the password strength hint) used outside the area;
 * - a text the server sends (a key of src/shared/messages.ts or mail-messages.ts, named by `messageKey` in its
 *   answers: docs/decisions/025) that no catalogue holds: the web shows such texts by their key;
 * - a server text whose placeholders, in any language, are not the names its entry in the table reads;
 * - an English catalogue that writes out a server text: its English is made from the table
 *   (scripts/english-catalogue.ts), and the check reads the English catalogues as Lingui does, completed with it.
 * Web code names a message by a string literal (`t('cart.empty')`, or a list such as lib/i18n/validation.ts),
 * so every quoted key in src/web counts as a use, and so does every key of the server's texts. Part of
 * `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { serverEnglish, serverTexts } = await tsImport('./english-catalogue.ts', import.meta.url);
const LOCALES_DIR = 'src/web/locales';
/** The server's texts by catalogue key, with their English and the names of their values. */
const SERVER_TEXTS = serverTexts();
const WEB_DIR = 'src/web';
const LANGUAGES = ['en', 'de', 'fr'];
/** Each catalogue and the web code that may use its texts: everyone's, then the areas' (src/web/lib/i18n/area-catalogues.ts). */
const CATALOGUES = [
  { name: 'messages', usedIn: [WEB_DIR] },
  { name: 'admin', usedIn: [join(WEB_DIR, 'features/admin')] },
  { name: 'guest-pages', usedIn: ['features/cart', 'features/orders', 'features/tokens', 'components/line-controls.tsx'].map((place) => join(WEB_DIR, place)) },
  { name: 'account', usedIn: ['features/sessions', 'features/notifications', 'features/data-rights', 'features/auth/second-factor', 'app/step-up-dialog.tsx'].map((place) => join(WEB_DIR, place)) },
  { name: 'password', usedIn: [join(WEB_DIR, 'components/ui/password-strength')] },
];
const problems = [];

/** msgid → msgstr of a .po file (single-line and continued strings; the header entry left out). */
function readPo(file) {
  const entries = new Map();
  let id = null;
  let field = null;
  let str = '';
  const flush = () => {
    if (id && entries.has(id)) problems.push(`${file}: "${id}" twice`);
    if (id) entries.set(id, str);
    id = null;
    str = '';
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = JSON.parse(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = JSON.parse(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id += JSON.parse(line);
      else str += JSON.parse(line);
    }
  }
  flush();
  return entries;
}

/**
 * The argument names of an ICU message: {name}, {n, plural, …}, {kind, select, …} and those inside the branches
 * of a plural or select; a branch's name (`one`, `completed`) and text are not arguments.
 */
function placeholders(message) {
  const names = new Set();
  let i = 0;
  // Text up to the end of the message, or up to the `}` that closes a branch.
  const text = (inBranch) => {
    while (i < message.length) {
      const c = message[i++];
      if (c === '{') argument();
      else if (c === '}' && inBranch) return;
    }
  };
  // After an argument's `{`: its name, then `}` or a type with its branches (`, plural, one {…} other {…}}`).
  const argument = () => {
    const head = /^\s*([A-Za-z_]\w*)\s*/.exec(message.slice(i));
    if (head) {
      names.add(head[1]);
      i += head[0].length;
    }
    while (i < message.length) {
      const c = message[i++];
      if (c === '{') text(true);
      else if (c === '}') return;
    }
  };
  text(false);
  return [...names].sort().join(',');
}

/** The sources (not tests) under dir, each as { path, text }. */
function webSources(dir, into = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) webSources(path, into);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.push({ path, text: readFileSync(path, 'utf8') });
  }
  return into;
}

/** Per catalogue its keys; per language all its messages (key → text). */
const catalogues = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Map()]));
const keysOf = new Map();
for (const { name } of CATALOGUES) {
  const files = LANGUAGES.map((lang) => [lang, readPo(join(LOCALES_DIR, lang, `${name}.po`))]);
  const [[, english], [, german]] = files;
  for (const key of english.keys()) {
    const server = SERVER_TEXTS.get(key);
    if (server) problems.push(`en/${name}.po: "${key}" is a text of ${server.table}, which gives its English: remove it`);
  }
  for (const [key, text] of serverEnglish(german.keys())) english.set(key, text);
  const keys = new Set(files.flatMap(([, entries]) => [...entries.keys()]));
  for (const [lang, entries] of files) {
    for (const key of keys) if (!entries.get(key)) problems.push(`${lang}/${name}.po: missing or empty "${key}"`);
    for (const [key, text] of entries) catalogues[lang].set(key, text);
  }
  keysOf.set(name, keys);
}
const catalogueOf = new Map();
for (const { name } of CATALOGUES) {
  for (const key of keysOf.get(name)) {
    if (catalogueOf.has(key)) problems.push(`"${key}" is in both ${catalogueOf.get(key).name}.po and ${name}.po`);
    else catalogueOf.set(key, CATALOGUES.find((c) => c.name === name));
  }
}
const allKeys = new Set(catalogueOf.keys());

for (const key of allKeys) {
  const shapes = LANGUAGES.filter((lang) => catalogues[lang].get(key)).map((lang) => [lang, placeholders(catalogues[lang].get(key))]);
  const [first] = shapes;
  for (const [lang, shape] of shapes) {
    if (first && shape !== first[1]) problems.push(`"${key}": placeholders {${shape}} in ${lang} but {${first[1]}} in ${first[0]}`);
  }
}

for (const [key, { table, names }] of SERVER_TEXTS) {
  if (!allKeys.has(key)) problems.push(`"${key}" (${table}) is in none of the catalogues: the server sends it by its key`);
  for (const lang of LANGUAGES) {
    const text = catalogues[lang].get(key);
    if (text && placeholders(text) !== names.join(',')) {
      problems.push(`"${key}": placeholders {${placeholders(text)}} in ${lang} but ${table} names {${names.join(',')}}`);
    }
  }
}

const sources = webSources(WEB_DIR);
const quoted = new Set(SERVER_TEXTS.keys());
for (const { text } of sources) for (const m of text.matchAll(/'([A-Za-z][\w.]*)'/g)) quoted.add(m[1]);
for (const key of allKeys) if (!quoted.has(key)) problems.push(`"${key}" is in the catalogues but no web code uses it`);
for (const { path, text } of sources) {
  for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) {
    const catalogue = catalogueOf.get(m[1]);
    if (!catalogue) problems.push(`t('${m[1]}') has no message in the catalogues`);
    else if (!catalogue.usedIn.some((dir) => path.startsWith(dir))) problems.push(`${path}: t('${m[1]}') is a text of ${catalogue.name}.po, which is loaded only with ${catalogue.usedIn.join(', ')}`);
  }
}

if (problems.length > 0) {
  console.error(`Message catalogues (${LOCALES_DIR}):\n  ${[...new Set(problems)].join('\n  ')}`);
  process.exit(1);
}
console.log(`Message catalogues OK: ${CATALOGUES.map(({ name }) => `${keysOf.get(name).size} in ${name}.po`).join(', ')}, in ${LANGUAGES.join(', ')}.`);

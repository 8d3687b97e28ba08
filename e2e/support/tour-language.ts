import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage, type CompiledIcuChoices, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Language, LoungeDay } from '#shared/constants.ts';
import { dayNameIn } from '#web/lib/format.ts';
import { catalogueFormat } from '../../scripts/english-catalogue.ts';

/*
 * The tours (tour-steps.ts) are written in English, the language of the spec; `tr` turns their texts into the language
 * the tour runs in, through the app's own catalogues (src/web/locales), so a tour in German finds the German button and
 * fails where the German screen lacks it. Used by the accessibility walk and the screenshot gallery in English, German
 * and French (docs/decisions/024). A text that is not in the catalogues throws, in English too, so a tour cannot
 * quietly look for a text the app never shows.
 */

type Values = Record<string, string | number>;

export type Translate = {
  /**
   * A text of the catalogues as the English screen shows it: 'Sign in to your account', or with its placeholders
   * filled in, 'Edit Terrace 1' (`Edit {lounge}`), whose values are carried over ('Terrace 1 bearbeiten').
   */
  (english: string): string;
  /** A message by its key, for texts with plurals or whose English matches several messages. */
  key(id: string, values?: Values): string;
  /** A message by its key as a RegExp matching the whole text; placeholders without a value match anything. */
  pattern(id: string, values?: Values): RegExp;
  /** A festival day as the app names it ('Friday', 'Freitag', 'vendredi'). */
  day(day: LoungeDay): string;
  language: Language;
};

const CATALOGUES = ['messages', 'admin', 'account', 'guest-pages', 'password'];

/** msgid → msgstr of one language's catalogues, read as the web build reads them (English with the server's texts). */
async function readCatalogues(language: Language): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const name of CATALOGUES) {
    const filename = `src/web/locales/${language}/${name}.po`;
    const catalogue = await catalogueFormat.parse(readFileSync(filename, 'utf8'), { locale: language, sourceLocale: 'en', filename });
    for (const [id, entry] of Object.entries(catalogue ?? {})) texts[id] = entry.translation ?? '';
  }
  return texts;
}

async function loadI18n(language: Language) {
  const texts = await readCatalogues(language);
  const compiled = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compileMessage(text)]));
  return { texts, compiled, i18n: setupI18n({ locale: language, messages: { [language]: compiled } }) };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ANY = '.+?';

/**
 * A message as a RegExp source: given values stand for themselves, other placeholders match anything, a plural or
 * select matches any of its branches, and a plural's `#` any number.
 */
function patternSource(message: CompiledMessage, values: Values, inPlural = false): string {
  return message
    .map((token) => {
      if (typeof token === 'string') return token.split(inPlural ? '#' : /(?!)/).map(escapeRegExp).join(ANY);
      const [name, type, format] = token;
      if (type === 'plural' || type === 'select' || type === 'selectordinal') {
        const branches = Object.values(format as CompiledIcuChoices).filter((branch) => Array.isArray(branch));
        return `(?:${branches.map((branch) => patternSource(branch, values, type === 'select' ? inPlural : true)).join('|')})`;
      }
      return name in values ? escapeRegExp(String(values[name])) : ANY;
    })
    .join('');
}

const SIMPLE_PLACEHOLDER = /\{(\w+)\}/g;
/** Plural and select messages are asked for by key: their English cannot be read back into values. */
const hasPluralOrSelect = (text: string) => /\{\w+,\s*(plural|select|selectordinal)/.test(text);

/** Each English message with simple placeholders as a RegExp that reads their values back out of a text. */
function englishPatterns(english: Record<string, string>) {
  return Object.entries(english)
    .filter(([, text]) => text.includes('{') && !hasPluralOrSelect(text))
    .map(([id, text]) => {
      const names: string[] = [];
      const source = text
        .split(SIMPLE_PLACEHOLDER)
        .map((part, i) => (i % 2 === 1 ? (names.push(part), '(.+?)') : escapeRegExp(part)))
        .join('');
      return { id, names, regExp: new RegExp(`^${source}$`), literal: text.replace(SIMPLE_PLACEHOLDER, '').length };
    });
}

// Numbers are given to messages as numbers, as the app does, so that a translation's plural picks its branch.
const asValue = (text: string) => (/^\d+$/.test(text) ? Number(text) : text);

/** One translator per language for the whole run: every tour would otherwise parse the six catalogues again. */
const translators = new Map<Language, Promise<Translate>>();
export function tourLanguage(language: Language): Promise<Translate> {
  let translator = translators.get(language);
  if (!translator) translators.set(language, (translator = makeTranslator(language)));
  return translator;
}

async function makeTranslator(language: Language): Promise<Translate> {
  const [english, target] = await Promise.all([readCatalogues('en'), loadI18n(language)]);
  const byText = new Map<string, string[]>();
  for (const [id, text] of Object.entries(english)) byText.set(text, [...(byText.get(text) ?? []), id]);
  const patterns = englishPatterns(english);

  const key = (id: string, values?: Values) => {
    if (!target.texts[id]) throw new Error(`No ${language} text for "${id}" in src/web/locales/${language}`);
    return target.i18n._(id, values);
  };

  /** One text whichever of the matching messages is meant; several different ones mean the tour must say which. */
  const oneOf = (english: string, candidates: { id: string; values?: Values }[]) => {
    const texts = [...new Set(candidates.map(({ id, values }) => key(id, values)))];
    if (texts.length > 1) {
      throw new Error(`"${english}" is ${candidates.map((c) => c.id).join(', ')}, which ${language} says differently: use tr.key`);
    }
    return texts[0]!;
  };

  const tr = (english: string) => {
    const exact = byText.get(english);
    if (exact) return oneOf(english, exact.map((id) => ({ id })));
    const matches = patterns.filter(({ regExp }) => regExp.test(english));
    if (matches.length === 0) throw new Error(`"${english}" is not a text of the catalogues (src/web/locales/en)`);
    // The message with the most fixed text is the one meant: 'Edit tokens of {email}' rather than 'Edit {name}'.
    const longest = Math.max(...matches.map((m) => m.literal));
    const filled = matches
      .filter((m) => m.literal === longest)
      .map(({ id, names, regExp }) => {
        const values = regExp.exec(english)!.slice(1);
        return { id, values: Object.fromEntries(names.map((name, i) => [name, asValue(values[i]!)])) };
      });
    return oneOf(english, filled);
  };

  const pattern = (id: string, values: Values = {}) => {
    key(id);
    return new RegExp(`^${patternSource(target.compiled[id]!, values)}$`);
  };

  const day = (name: LoungeDay) => dayNameIn(name, language);

  return Object.assign(tr, { key, pattern, day, language });
}

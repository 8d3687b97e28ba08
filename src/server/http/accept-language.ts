import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/constants.ts';

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/**
 * The first of the shop's languages that an `Accept-Language` header asks for, by weight (`de-CH;q=0.9`), ties in
 * the order written; a region is ignored (`fr-CH` is French), `*` and a weight of 0 choose nothing. English when
 * the header names none of them, or is missing.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted.map((entry) => entry.primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './accept-language.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de-CH', 'de'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['it-CH, it;q=0.9, fr;q=0.5, de;q=0.7', 'de'],
    ['en-US;q=0.5, DE;q=0.6', 'de'],
    ['es, *;q=0.5', 'en'],
    ['de;q=0, fr;q=0.1', 'fr'],
    ['fr;q=abc, de', 'de'],
    ['de, fr', 'de'],
  ])('%s → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

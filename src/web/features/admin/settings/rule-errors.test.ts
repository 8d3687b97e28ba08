import { describe, expect, it } from 'vitest';
import { msg } from '#shared/messages.ts';
import { ruleError } from './rule-errors.ts';

// Run with the English catalogues active (vitest.config.ts setup): each rule's key exists and holds the spec's text.
describe('the settings form in English', () => {
  it("shows the schema's rule texts unchanged", () => {
    const texts = [
      msg.invalidDeadline,
      msg.invalidEmail,
      msg.packageCount,
      msg.packageIdInvalid,
      msg.packageIdsUnique,
      msg.packageTokensInvalid,
      msg.packagePriceInvalid,
      msg.onePopularPackage,
    ];
    for (const text of texts) expect(ruleError(text)).toBe(text);
  });
});

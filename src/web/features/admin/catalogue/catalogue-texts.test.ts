import { describe, expect, it } from 'vitest';
import { CATEGORY_TYPE_NAMES, CATEGORY_TYPES } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { categoryTypeName } from './category-types.ts';
import { ruleError } from './rule-errors.ts';

// Run with the English catalogues active (vitest.config.ts setup).
describe('the catalogue forms in English', () => {
  it('name the category types as before', () => {
    expect(CATEGORY_TYPES.map(categoryTypeName)).toEqual(CATEGORY_TYPES.map((type) => CATEGORY_TYPE_NAMES[type]));
  });

  it("show the schemas' rule texts unchanged, and a text they do not know as it came", () => {
    for (const text of [msg.productNameRequired, msg.invalidTokenPrice, msg.invalidMaxMixChoices, msg.invalidImageUrl, msg.mixDrinkNameRequired]) {
      expect(ruleError(text)).toBe(text);
    }
    for (const text of [msg.invalidStockQuantity, msg.invalidMaxPerGuest, msg.stockDayTwice]) expect(ruleError(text)).toBe(text);
    expect(ruleError('Too big: expected string to have <=200 characters')).toBe('Too big: expected string to have <=200 characters');
    expect(ruleError(undefined)).toBeUndefined();
  });
});

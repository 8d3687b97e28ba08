import { describe, expect, it } from 'vitest';
import { CATEGORY_TYPE_NAMES, CATEGORY_TYPES } from '#shared/constants.ts';
import { categoryTypeName } from './category-types.ts';

// Run with the English catalogues active (vitest.config.ts setup).
describe('the catalogue forms in English', () => {
  it('name the category types as before', () => {
    expect(CATEGORY_TYPES.map(categoryTypeName)).toEqual(CATEGORY_TYPES.map((type) => CATEGORY_TYPE_NAMES[type]));
  });
});

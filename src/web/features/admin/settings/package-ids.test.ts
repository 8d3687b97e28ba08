import { describe, expect, it } from 'vitest';
import { withPackageIds } from './package-ids.ts';

describe('withPackageIds', () => {
  it('names new packages after their tokens, never reusing an id, and keeps existing ids', () => {
    const values = {
      tokenPackages: [
        { id: 'tokens-25', tokens: 30 },
        { id: '', tokens: 25 },
        { id: '', tokens: 25 },
        { id: '', tokens: 40 },
        { id: '', tokens: Number.NaN },
      ],
    };
    expect(withPackageIds(values).tokenPackages.map((p) => p.id)).toEqual(['tokens-25', 'tokens-25-2', 'tokens-25-3', 'tokens-40', 'tokens']);
  });
});

import { describe, expect, it } from 'vitest';
import { returnPath } from '#web/features/auth/return-path.ts';

describe('returnPath', () => {
  it('leads back to a page of this app', () => {
    expect(returnPath({ from: '/orders' })).toBe('/orders');
    expect(returnPath({ from: '/tokens?payment=cancelled' })).toBe('/tokens?payment=cancelled');
  });

  it('falls back to /shop for anything else', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: 'https://evil.example' }, { from: '//evil.example' }, { from: '/\\evil.example' }, { from: '/login' }, { from: 'orders' }]) {
      expect(returnPath(state)).toBe('/shop');
    }
  });
});

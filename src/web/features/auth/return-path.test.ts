import { describe, expect, it } from 'vitest';
import { ROLES } from '#shared/constants.ts';
import { returnPath } from '#web/features/auth/return-path.ts';

describe('returnPath', () => {
  it('leads back to a page of this app, whatever the role', () => {
    for (const role of ROLES) {
      expect(returnPath({ from: '/orders' }, role)).toBe('/orders');
      expect(returnPath({ from: '/tokens?payment=cancelled' }, role)).toBe('/tokens?payment=cancelled');
      expect(returnPath({ from: '/admin/orders' }, role)).toBe('/admin/orders');
    }
  });

  it('otherwise leads where the role starts: admins to the dashboard, staff to the delivery run, guests to the shop', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: 'https://evil.example' }, { from: '//evil.example' }, { from: '/\\evil.example' }, { from: '/login' }, { from: 'orders' }]) {
      expect(returnPath(state, 'admin')).toBe('/admin');
      expect(returnPath(state, 'staff')).toBe('/staff/delivery');
      expect(returnPath(state, 'user')).toBe('/shop');
    }
  });
});

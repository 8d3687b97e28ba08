import { describe, expect, it } from 'vitest';
import { withEdition } from './shown-edition.ts';

const ID = '3f1b2c4d-0000-4000-8000-000000002025';

describe('a back-office path for one edition', () => {
  it('names the edition beside the parameters the path has, or as its only one', () => {
    expect(withEdition('/admin/packing?day=Friday&q=VIP', ID)).toBe(`/admin/packing?day=Friday&q=VIP&edition=${ID}`);
    expect(withEdition('/admin/lounges', ID)).toBe(`/admin/lounges?edition=${ID}`);
    expect(withEdition('/admin/orders?', ID)).toBe(`/admin/orders?edition=${ID}`);
  });

  it('asks for the current edition by naming none', () => {
    expect(withEdition('/admin/reports?day=Friday', undefined)).toBe('/admin/reports?day=Friday');
  });
});

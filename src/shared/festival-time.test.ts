import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { festivalIso } from './festival-time.ts';

describe('festivalIso', () => {
  it('writes Zurich time with its offset, summer and winter, across both clock changes', () => {
    expect(festivalIso(new Date('2026-09-18T16:42:00Z'))).toBe('2026-09-18T18:42:00+02:00');
    expect(festivalIso(new Date('2026-01-10T23:30:05.999Z'))).toBe('2026-01-11T00:30:05+01:00');
    // 25 October 2026: 03:00 summer time becomes 02:00 winter time, so 02:30 happens twice.
    expect(festivalIso(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(festivalIso(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
    // 29 March 2026: 02:00 winter time becomes 03:00 summer time.
    expect(festivalIso(new Date('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(festivalIso(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
  });

  it('names the same instant as the UTC time, for any instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (date) => {
        const written = festivalIso(date);
        expect(written).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
        expect(Date.parse(written)).toBe(Math.floor(date.getTime() / 1000) * 1000);
      }),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editionDays } from '#shared/edition-days.ts';
import { dayDate, dayWithDate, dayWithDateIn, dayWithDateLabel, loungeWithDay } from './format.ts';

// The festival days of an edition show their dates where a person plans by them (docs/decisions/031).
describe('festival days with their dates', () => {
  const dates = editionDays('2026-09-17');
  // West of Greenwich, midnight UTC is still the day before: a date read as an instant would lose a day here.
  beforeAll(() => vi.stubEnv('TZ', 'Pacific/Honolulu'));
  afterAll(() => vi.unstubAllEnvs());

  it('name the weekday and the date in each language', () => {
    expect(dayWithDateIn('2026-09-18', 'en')).toBe('Friday 18 September');
    expect(dayWithDateIn('2026-09-18', 'de')).toBe('Freitag, 18. September');
    expect(dayWithDateIn('2026-09-18', 'fr')).toBe('vendredi 18 septembre');
  });

  it('keep the calendar day whatever the time zone: a date is not an instant', () => {
    expect(new Date('2027-01-01T00:00:00Z').getDate()).toBe(31);
    expect(dayWithDateIn('2027-01-01', 'en')).toBe('Friday 1 January');
  });

  it("take an edition's dates by day, and fall back to the day's name while they are unknown", () => {
    expect(dayWithDate('Saturday', dates)).toBe('Saturday 19 September');
    expect(dayWithDate('Saturday', undefined)).toBe('Saturday');
    expect(dayDate('Thursday', dates)).toBe('17 September');
  });

  it('start with a capital when standing on their own', () => {
    expect(dayWithDateLabel('Friday', dates)).toBe('Friday 18 September');
  });

  it('follow a lounge after its name', () => {
    const lounge = { category: 'VIP', tableNumber: '4', day: 'Friday' as const };
    expect(loungeWithDay(lounge, dates)).toBe('VIP 4 · Friday 18 September');
    expect(loungeWithDay(lounge)).toBe('VIP 4 · Friday');
    expect(loungeWithDay({ ...lounge, day: null }, dates)).toBe('VIP 4');
  });
});

import { describe, expect, it } from 'vitest';
import { editionDays } from '#shared/edition-days.ts';
import type { Edition } from '#shared/schemas/editions.ts';
import { nextEditionName, nextEditionValues } from './next-edition.ts';

const edition = (name: string, festivalStart: string, deadline: string): Edition => ({
  id: '3f1b2c4d-0000-4000-8000-000000000001',
  name,
  state: 'open',
  isCurrent: true,
  days: editionDays(festivalStart),
  // The deadline as the admin typed it, in this machine's time zone, as the form shows it again.
  preorderDeadline: new Date(deadline).toISOString(),
  changeCutoff: null,
  contactEmail: 'bar@example.ch',
});

describe('preparing the next edition from the newest one', () => {
  it('moves the festival to the Thursday of the same week a year later, and the deadline by as many days', () => {
    // 17 September 2027 is a Friday: the festival starts on the Thursday after it, 371 days later.
    const next = nextEditionValues(edition('Festival 2026', '2026-09-17', '2026-09-10T18:00'));
    expect(next).toEqual({
      name: 'Festival 2027',
      festivalStart: '2027-09-23',
      preorderDeadline: '2027-09-16T18:00',
      contactEmail: 'bar@example.ch',
      changeCutoff: '',
    });
  });

  it('moves a cutoff of its own by as many days as the deadline (docs/decisions/044)', () => {
    const next = nextEditionValues({ ...edition('Festival 2026', '2026-09-17', '2026-09-10T18:00'), changeCutoff: new Date('2026-09-15T12:00').toISOString() });
    expect(next.changeCutoff).toBe('2027-09-21T12:00');
  });

  it('keeps the time of day of a deadline across a change of month and year', () => {
    const next = nextEditionValues(edition('Winter Lounge 2026', '2026-12-31', '2026-12-30T23:30'));
    // 31 December 2027 is a Friday: the festival starts on the Thursday after it, 6 January 2028.
    expect(next.festivalStart).toBe('2028-01-06');
    expect(next.preorderDeadline).toBe('2028-01-05T23:30');
  });

  it('names it after the next year', () => {
    expect(nextEditionName('Festival 2026', '2027-09-23')).toBe('Festival 2027');
    expect(nextEditionName('2026 Edition (since 1999)', '2027-09-23')).toBe('2026 Edition (since 2000)');
    expect(nextEditionName('Lounge Festival', '2027-09-23')).toBe('Lounge Festival 2027');
  });
});

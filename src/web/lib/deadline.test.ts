import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { timeLeft, timeLeftSentence } from './deadline.ts';

describe('countdown arithmetic', () => {
  it('splits the time left into days, hours, minutes and seconds that add up again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 400 * 86_400_000 }), (ms) => {
        const now = new Date('2025-09-01T10:00:00Z');
        const left = timeLeft(new Date(now.getTime() + ms), now)!;
        expect(left.hours).toBeLessThan(24);
        expect(left.minutes).toBeLessThan(60);
        expect(left.seconds).toBeLessThan(60);
        expect(((left.days * 24 + left.hours) * 60 + left.minutes) * 60 + left.seconds).toBe(Math.floor(ms / 1000));
      }),
    );
  });

  it('is null from the deadline on', () => {
    const deadline = new Date('2025-09-17T20:00:00+02:00');
    expect(timeLeft(deadline, deadline)).toBeNull();
    expect(timeLeft(deadline, new Date(deadline.getTime() + 1))).toBeNull();
  });

  it('tells screen readers the time left to the minute', () => {
    expect(timeLeftSentence({ days: 2, hours: 0, minutes: 5, seconds: 59 })).toBe('Pre-order closes in 2 days, 0 hours, 5 minutes.');
    expect(timeLeftSentence({ days: 0, hours: 1, minutes: 1, seconds: 3 })).toBe('Pre-order closes in 1 hour, 1 minute.');
    expect(timeLeftSentence({ days: 0, hours: 0, minutes: 0, seconds: 30 })).toBe('Pre-order closes in less than a minute.');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOUNGE_DAYS, loungeLabel, type LoungeDay } from './constants.ts';
import { compareLounges, sortLounges } from './lounge-order.ts';

const lounge = (category: string, tableNumber: string, day: LoungeDay | null) => ({ category, tableNumber, day });
const named = (list: ReturnType<typeof lounge>[]) => list.map((l) => `${loungeLabel(l)} ${l.day ?? '-'}`);

describe('the order of lounges', () => {
  it('is by day (Thursday, Friday, Saturday, then none), then category, then table number by value', () => {
    const sorted = sortLounges([
      lounge('VIP', '10', 'Friday'),
      lounge('VIP', '2', 'Friday'),
      lounge('Skybox', '1', null),
      lounge('VIP', '7', 'Saturday'),
      lounge('Terrace', '2', 'Friday'),
      lounge('VIP', '3', 'Thursday'),
      lounge('terrace', '10', 'Friday'),
      // By category first: 'VIP' before 'VIP Deck', whatever the tables say.
      lounge('VIP Deck', '1', 'Thursday'),
      lounge('VIP', 'B', 'Thursday'),
    ]);
    expect(named(sorted)).toEqual([
      'VIP 3 Thursday',
      'VIP B Thursday',
      'VIP Deck 1 Thursday',
      'Terrace 2 Friday',
      'terrace 10 Friday',
      'VIP 2 Friday',
      'VIP 10 Friday',
      'VIP 7 Saturday',
      'Skybox 1 -',
    ]);
  });

  it('is a total order: the same list in any arrangement sorts the same way', () => {
    const anyLounge = fc.record({
      category: fc.constantFrom('VIP', 'vip', 'Terrace', 'VIP Deck', 'Box 2', 'Ä'),
      tableNumber: fc.oneof(fc.integer({ min: 0, max: 120 }).map(String), fc.constantFrom('A', 'a', '2b', '02', ' 3')),
      day: fc.constantFrom(...LOUNGE_DAYS, null),
    });
    fc.assert(
      fc.property(fc.array(anyLounge, { maxLength: 12 }).chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))), ([list, shuffled]) => {
        expect(named(sortLounges(shuffled))).toEqual(named(sortLounges(list)));
        const sorted = sortLounges(list);
        for (let i = 1; i < sorted.length; i++) expect(compareLounges(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

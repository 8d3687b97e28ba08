import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LEDGER_KINDS, LOUNGE_DAYS, type LedgerKind, type LoungeDay } from '#shared/constants.ts';
import { BRIDGE_LINE_OF, noBridgeLines, type BridgeLines, type TokensReport } from '#shared/schemas/admin-reports.ts';
import { PER_DAY_COLUMNS, perDayTable, type PerDayFigures } from './per-day-table.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * A ledger split by festival day the way the report is (docs/decisions/027): grants and order rows to a day, or
 * to no day; purchases and adjustments to no day. Every row's sign as its kind has it.
 */
const ledgerRow = fc
  .record({ kind: fc.constantFrom(...LEDGER_KINDS), day: fc.constantFrom<LoungeDay | null>(...LOUNGE_DAYS, null), size: fc.integer({ min: 1, max: 5000 }) })
  .map(({ kind, day, size }) => ({
    kind,
    day: kind === 'purchase' || kind === 'admin_adjustment' ? null : day,
    delta: kind === 'order' || kind === 'manual_order' ? -size : kind === 'admin_adjustment' && size % 2 ? -size : size,
  }));

function report(ledger: { kind: LedgerKind; day: LoungeDay | null; delta: number }[]): Pick<TokensReport, 'perDay' | 'total'> {
  const days = new Map<LoungeDay | null, BridgeLines>([...LOUNGE_DAYS, null].map((d) => [d, noBridgeLines()]));
  for (const row of ledger) days.get(row.day)![BRIDGE_LINE_OF[row.kind]] += row.delta;
  return {
    perDay: [...days].map(([day, lines]) => ({ day, ...lines, net: sum(Object.values(lines)) })),
    total: sum(ledger.map((r) => r.delta)),
  };
}

const columnsSum = (figures: PerDayFigures) => sum(PER_DAY_COLUMNS.map((c) => figures[c]));

describe('tokens moved per festival day', () => {
  it('adds up: in every row and in the total the columns sum to the net, and the total is the ledger', () => {
    fc.assert(
      fc.property(fc.array(ledgerRow, { maxLength: 60 }), (ledger) => {
        const { rows, total } = perDayTable(report(ledger));
        for (const row of rows) expect(columnsSum(row), `${row.day ?? 'no day'}`).toBe(row.net);
        expect(columnsSum(total)).toBe(total.net);
        expect(total.net).toBe(sum(ledger.map((r) => r.delta)));
        for (const column of PER_DAY_COLUMNS) expect(total[column]).toBe(sum(rows.map((r) => r[column])));
      }),
    );
  });

  it("shows the trial's 'No day' row whole: a card purchase is a column, not a hidden part of the net", () => {
    const { rows } = perDayTable(report([
      { kind: 'purchase', day: null, delta: 200 },
      { kind: 'order', day: null, delta: -30 },
    ]));
    expect(rows.find((r) => r.day === null)).toEqual({ day: null, granted: 0, bought: 200, adjusted: 0, spent: -30, net: 170 });
  });
});

import type { LoungeDay } from '#shared/constants.ts';
import type { BridgeLines, TokensReport } from '#shared/schemas/admin-reports.ts';

/**
 * One row of "Tokens moved per festival day", as signed token amounts: every line of the bridge is in one of
 * the columns, so the columns add up to the row's net. Card purchases and adjustments have columns of their
 * own: without them a row whose net held a purchase ('No day': Granted 0, Spent 30, Net +170) did not add up.
 * Spent is what orders and manual orders took, less what refunds gave back.
 */
export type PerDayFigures = { granted: number; bought: number; adjusted: number; spent: number; net: number };
export type PerDayRow = PerDayFigures & { day: LoungeDay | null };

const figuresOf = (lines: BridgeLines): Omit<PerDayFigures, 'net'> => ({
  granted: lines.grantedByLounges,
  bought: lines.boughtByCard,
  // A deleted guest's given-up balance is the last adjustment of their account (docs/decisions/041).
  // Payouts and donations after an edition leave the balance like an adjustment (docs/decisions/040-payouts.md).
  adjusted: lines.adminAdjustments + lines.forfeited + lines.paidOut + lines.donated,
  spent: lines.spentOnOrders + lines.manualOrderCharges + lines.refunded,
});

/** The days (then the rest, 'no day') and their total, which is the bridge: its net is the ledger's sum. */
export function perDayTable(tokens: Pick<TokensReport, 'perDay' | 'total'>): { rows: PerDayRow[]; total: PerDayFigures } {
  const rows = tokens.perDay.map((d) => ({ day: d.day, ...figuresOf(d), net: d.net }));
  const total: PerDayFigures = { granted: 0, bought: 0, adjusted: 0, spent: 0, net: tokens.total };
  for (const row of rows) {
    total.granted += row.granted;
    total.bought += row.bought;
    total.adjusted += row.adjusted;
    total.spent += row.spent;
  }
  return { rows, total };
}

/** The columns in the order the table shows them, before the net. */
export const PER_DAY_COLUMNS = ['granted', 'bought', 'adjusted', 'spent'] as const;

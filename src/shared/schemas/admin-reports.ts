import { z } from 'zod';
import { editionQuery } from './editions.ts';
import { CATEGORY_TYPES, LOUNGE_DAYS, type LedgerKind } from '../constants.ts';

/**
 * The festival's accounts (docs/decisions/027). `day` narrows what belongs to a festival day (consumption,
 * the tokens moved for that day's lounges); the liability and card money are festival-wide either way.
 */
export const reportsQuery = editionQuery.extend({ day: z.enum(LOUNGE_DAYS).optional() });
export type ReportsQuery = z.input<typeof reportsQuery>;

const int = z.number().int();
/** A festival day, or null: no lounge, a deleted lounge, a lounge without a day, or a row not tied to one. */
const dayOrNone = z.enum(LOUNGE_DAYS).nullable();

/** The ledger's kinds as the lines of the bridge from 0 to the liability (signed token amounts). */
export const bridgeLines = z.object({
  grantedByLounges: int,
  boughtByCard: int,
  adminAdjustments: int,
  manualOrderCharges: int,
  spentOnOrders: int,
  refunded: int,
  /** Balances deleted guests gave up (docs/decisions/041). */
  forfeited: int,
  /** Paid back to guests after an edition, and given to the festival's cause (docs/decisions/040-payouts.md). */
  paidOut: int,
  donated: int,
});
export type BridgeLines = z.infer<typeof bridgeLines>;

/** The line each ledger kind is counted on: exactly one (docs/decisions/027). */
export const BRIDGE_LINE_OF: Record<LedgerKind, keyof BridgeLines> = {
  lounge_grant: 'grantedByLounges',
  purchase: 'boughtByCard',
  admin_adjustment: 'adminAdjustments',
  manual_order: 'manualOrderCharges',
  order: 'spentOnOrders',
  // A guest's change of a pending order charges or gives back the difference: spent on orders either way (decision 044).
  order_change: 'spentOnOrders',
  refund: 'refunded',
  forfeit: 'forfeited',
  payout: 'paidOut',
  donation: 'donated',
};
/** A bridge with nothing on it yet. */
export const noBridgeLines = (): BridgeLines => ({ grantedByLounges: 0, boughtByCard: 0, adminAdjustments: 0, manualOrderCharges: 0, spentOnOrders: 0, refunded: 0, forfeited: 0, paidOut: 0, donated: 0 });

export const tokensReport = z.object({
  lines: bridgeLines,
  /** The sum of the lines, i.e. of every ledger row. */
  total: int,
  /** What the shop owes guests now: the sum of all cached balances. */
  liability: int,
  /** total === liability. */
  reconciles: z.boolean(),
  /** The ledger check of the dashboard: profiles whose balance differs from their ledger rows. */
  ledgerCheck: z.object({ ok: z.boolean(), mismatches: int }),
  /** The same lines split by the festival day they belong to (null: purchases, adjustments, no lounge). */
  perDay: z.array(bridgeLines.extend({ day: dayOrNone, net: int })),
});
export type TokensReport = z.infer<typeof tokensReport>;

const money = z.object({ payments: int, amountCents: int, tokens: int });
export const cardPaymentsReport = money.extend({
  /** Total CHF divided by total tokens bought; null without payments. */
  averageChfPerToken: z.number().nullable(),
  perPackage: z.array(money.extend({ packageId: z.string() })),
  /** By the date paid, in the festival's time zone (Europe/Zurich), oldest first. */
  perDate: z.array(money.extend({ date: z.string() })),
});
export type CardPaymentsReport = z.infer<typeof cardPaymentsReport>;

const consumed = z.object({ units: int, tokens: int });
export const consumptionReport = consumed.extend({
  orders: int,
  /** Most units first. */
  byProduct: z.array(consumed.extend({ productId: z.uuid(), name: z.string(), categoryType: z.enum(CATEGORY_TYPES) })),
  byCategoryType: z.array(consumed.extend({ categoryType: z.enum(CATEGORY_TYPES) })),
  byDay: z.array(consumed.extend({ day: dayOrNone })),
  byLoungeCategory: z.array(consumed.extend({ category: z.string().nullable() })),
  /** Orders placed per hour (start of the hour, ISO) before the pre-order deadline, oldest first. */
  ordersPerHour: z.array(z.object({ hour: z.string(), orders: int })),
  ordersAfterDeadline: int,
  preorderDeadline: z.string(),
});
export type ConsumptionReport = z.infer<typeof consumptionReport>;

export const reportsResponse = z.object({
  day: dayOrNone,
  tokens: tokensReport,
  cardPayments: cardPaymentsReport,
  consumption: consumptionReport,
  generatedAt: z.string(),
});
export type ReportsResponse = z.infer<typeof reportsResponse>;

import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.ts';

export const DASHBOARD_RECENT_ORDERS = 5;

export const dashboardResponse = z.object({
  counts: z.object({
    profiles: z.number().int(),
    activeProducts: z.number().int(),
    totalTokenBalance: z.number().int(),
    orders: z.number().int(),
  }),
  recentOrders: z.array(
    z.object({
      id: z.uuid(),
      email: z.string(),
      totalTokens: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      itemCount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  status: z.object({
    /** `select 1` answered; latency in milliseconds. */
    database: z.object({ ok: z.boolean(), latencyMs: z.number().nullable() }),
    /** Every cached balance equals the sum of its ledger rows. */
    tokenSystem: z.object({ ok: z.boolean(), mismatches: z.number().int().nullable() }),
    /** The shop settings can be read; whether the pre-order period is still open. */
    shopInterface: z.object({ ok: z.boolean(), preorderOpen: z.boolean().nullable(), preorderDeadline: z.string().nullable() }),
     /** Limited product days sold out, and nearly so (few units left; decision 018); null when the check failed. */
    stock: z.object({ soldOut: z.number().int().nullable(), nearly: z.number().int().nullable() }),
  }),
  checkedAt: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

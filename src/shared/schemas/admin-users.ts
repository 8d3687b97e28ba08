import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { msg } from '../messages.ts';
import { emailField, myLoungeSchema, newPasswordField, profileSchema } from './auth.ts';
import { orderSchema } from './orders.ts';
import { ledgerResponse } from './tokens.ts';
import { wholeNumber } from './admin-common.ts';

export const ADMIN_DEFAULT_INITIAL_TOKENS = 100;

export const createUserBody = z.object({
  email: emailField,
  password: newPasswordField(),
  role: z.enum(ROLES).default('user'),
  initialTokens: wholeNumber(msg.invalidInitialTokens).default(ADMIN_DEFAULT_INITIAL_TOKENS),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** Edit user: the role an admin gives an account (user, staff or admin). */
export const roleBody = z.object({ role: z.enum(ROLES) });
export type RoleBody = z.input<typeof roleBody>;

/** The longest reason an admin may give for a balance change (kept in the ledger's note and the audit log). */
export const ADJUSTMENT_REASON_MAX = 200;

/** Edit Tokens: the new balance and why (required; shown to the guest on their token statement). */
export const tokenBalanceBody = z.object({
  tokenBalance: wholeNumber(msg.invalidTokenAmount),
  reason: z
    .string({ error: msg.adjustmentReasonRequired })
    .trim()
    .min(1, msg.adjustmentReasonRequired)
    .max(ADJUSTMENT_REASON_MAX, msg.adjustmentReasonTooLong),
});
export type TokenBalanceBody = z.input<typeof tokenBalanceBody>;

export const adminUsersResponse = z.object({ users: z.array(profileSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserResponse = z.object({ user: profileSchema, message: z.string() });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

/** One guest's page: the profile, their lounges, their orders (newest first) and the latest statement rows. */
export const adminUserOverviewResponse = z.object({
  user: profileSchema,
  lounges: z.array(myLoungeSchema),
  orders: z.array(orderSchema),
  statement: ledgerResponse,
});
export type AdminUserOverviewResponse = z.infer<typeof adminUserOverviewResponse>;

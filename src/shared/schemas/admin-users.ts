import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { msg } from '../messages.ts';
import { emailField, newPasswordField, profileSchema } from './auth.ts';
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

export const tokenBalanceBody = z.object({ tokenBalance: wholeNumber(msg.invalidTokenAmount) });
export type TokenBalanceBody = z.input<typeof tokenBalanceBody>;

export const adminUsersResponse = z.object({ users: z.array(profileSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

export const adminUserResponse = z.object({ user: profileSchema, message: z.string() });
export type AdminUserResponse = z.infer<typeof adminUserResponse>;

import { z } from 'zod';
import { EMAIL_MAX, LANGUAGES, PASSWORD_MAX, PASSWORD_MIN, PROFILE_STATUSES, ROLES, LOUNGE_DAYS } from '../constants.ts';
import { msg } from '../messages.ts';

export const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX, msg.invalidEmail)
  .pipe(z.email(msg.invalidEmail))
  .transform((email) => email.toLowerCase());

/**
 * Signing in checks only the length. A new password is also judged by the server (src/server/auth/password-policy.ts,
 * docs/decisions/036): how easy it is to guess, which needs the account's role and e-mail and large word lists.
 */
export const passwordField = z.string().min(PASSWORD_MIN, msg.passwordTooShort).max(PASSWORD_MAX, msg.passwordTooLong);
export const newPasswordField = (tooShort: string = msg.passwordTooShort) =>
  z.string().min(PASSWORD_MIN, tooShort).max(PASSWORD_MAX, msg.passwordTooLong);

export const bookingNumberField = z.string().trim().min(1, msg.bookingNumberRequired).max(64);

/** One of the shop's languages (docs/decisions/024-i18n-library.md): 'en', 'de' or 'fr'. */
export const languageField = z.enum(LANGUAGES, { error: msg.languageInvalid });

/**
 * `language`: one the person chose on the sign-in page itself (not the browser's); it becomes their profile's
 * language, instead of the profile's older one taking over the page they chose it on.
 */
export const loginBody = z.object({ email: emailField, password: passwordField, language: languageField.optional() });
export type LoginBody = z.input<typeof loginBody>;

/**
 * Registration and applications may name the person's language; without it the server takes the first of its
 * languages in the browser's Accept-Language, else English.
 */
export const registerBody = z.object({
  email: emailField,
  password: newPasswordField(),
  bookingNumber: bookingNumberField,
  language: languageField.optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

/** An application may carry the booking number the guest believes they hold; an admin checks it. */
export const applyBody = z.object({
  email: emailField,
  password: newPasswordField(),
  bookingNumber: z.string().trim().max(64).optional(),
  language: languageField.optional(),
});
export type ApplyBody = z.input<typeof applyBody>;

export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, msg.currentPasswordRequired).max(PASSWORD_MAX),
    newPassword: newPasswordField(msg.newPasswordTooShort),
    confirmPassword: z.string().min(PASSWORD_MIN, msg.newPasswordTooShort).max(PASSWORD_MAX, msg.passwordTooLong),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { message: msg.newPasswordsMismatch, path: ['confirmPassword'] });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** The signed-in person's own settings: for now the language their mails are written in. */
export const profileUpdateBody = z.strictObject({ language: languageField }, { error: msg.languageInvalid });
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

export const forgotPasswordBody = z.object({ email: emailField });

export const resetPasswordBody = z
  .object({
    token: z.string().min(1).max(200),
    password: newPasswordField(),
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((b) => b.password === b.confirmPassword, { message: msg.passwordsMismatch, path: ['confirmPassword'] });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(PROFILE_STATUSES),
  tokenBalance: z.number().int(),
  bookingNumber: z.string().nullable(),
  loungeId: z.uuid().nullable(),
  language: z.enum(LANGUAGES),
  /** The server generated this account's password: the back office waits for a new one (change-password). */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The second factor (docs/product.md#second-factor): an authenticator app (TOTP), passkeys or security keys
 * (WebAuthn), and ten one-time recovery codes. The same proof completes a sign-in and refreshes a step-up.
 */
export const SECOND_FACTOR_METHODS = ['totp', 'webauthn', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** What a sign-in still needs after the right password, or what a step-up asks for. */
export const secondFactorChallenge = z.object({ methods: z.array(z.enum(SECOND_FACTOR_METHODS)) });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** POST /api/auth/login: the profile when the account has no second factor, else what the next step needs. */
export const loginResponse = z.union([
  z.object({ profile: profileSchema }),
  z.object({ secondFactor: secondFactorChallenge }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /api/auth/session: the signed-in profile; or, for a sign-in that awaits its second factor, what it needs. */
export const sessionResponse = z.object({ profile: profileSchema.nullable(), secondFactor: secondFactorChallenge.optional() });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const myLoungeSchema = z.object({
  id: z.uuid(),
  tableNumber: z.string(),
  category: z.string(),
  day: z.enum(LOUNGE_DAYS).nullable(),
});
export type MyLounge = z.infer<typeof myLoungeSchema>;

export const registerResponse = z.object({
  profile: profileSchema,
  message: z.string(),
  lounges: z.array(myLoungeSchema),
  tokensGranted: z.number().int(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

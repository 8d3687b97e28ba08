import { z } from 'zod';
import { msg } from '../messages.ts';

/** The second factor (docs/product.md#second-factor): its proofs, enrolment and status. */
const sixDigits = z.string().trim().regex(/^\d{6}$/, msg.secondFactorCodeFormat);
/** A recovery code as printed (xxxxx-xxxxx), the dash optional; surrounding spaces and case do not matter. */
const recoveryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, msg.secondFactorCodeInvalid);
/** A WebAuthn answer as @simplewebauthn/browser returns it; its library checks it in full. */
const webauthnAnswer = z.looseObject({ id: z.string().min(1).max(1024), type: z.literal('public-key') });

/** POST /api/auth/second-factor: completes a sign-in that awaits it, or refreshes a signed-in session's step-up. */
export const secondFactorProofBody = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('totp'), code: sixDigits }),
    z.object({ method: z.literal('recovery'), code: recoveryCode }),
    z.object({ method: z.literal('webauthn'), response: webauthnAnswer }),
  ],
  { error: msg.secondFactorMethodInvalid },
);
export type SecondFactorProofBody = z.input<typeof secondFactorProofBody>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/auth/second-factor: the signed-in person's factors. */
export const secondFactorStatus = z.object({
  totp: z.boolean(),
  passkeys: z.array(passkeySchema),
  recoveryCodesLeft: z.number().int(),
  /** This account may not be without a second factor (admins; staff when the shop's setting says so). */
  required: z.boolean(),
  /** Until when this session's last proof counts for actions that move tokens; null: none yet. */
  stepUpUntil: z.string().nullable(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** POST /api/auth/second-factor/totp: a new secret to scan; it counts once confirmed with a code. */
export const totpSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

export const totpConfirmBody = z.object({ code: sixDigits });

export const passkeyNameField = z.string().trim().min(1, msg.passkeyNameRequired).max(60, msg.passkeyNameTooLong);
export const passkeyAddBody = z.object({ name: passkeyNameField, response: webauthnAnswer });

/** The first factor an account adds also gives it its recovery codes, shown once. */
export const factorAddedResponse = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type FactorAddedResponse = z.infer<typeof factorAddedResponse>;

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

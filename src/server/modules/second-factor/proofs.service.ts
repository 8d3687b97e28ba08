import type { z } from 'zod';
import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { SecondFactorMethod } from '#shared/schemas/auth.ts';
import type { secondFactorProofBody } from '#shared/schemas/second-factor.ts';
import type { Db } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest } from '#server/http/errors.ts';
import { rememberWebauthnChallenge, useWebauthnChallenge, webauthnChallengeOf } from '#server/auth/sessions.repo.ts';
import { acceptTotpStep, countFactors, countRecoveryCodesLeft, findTotp, listPasskeys, recordPasskeyUse, unusedRecoveryCodes, useRecoveryCode } from './second-factor.repo.ts';
import { matchingRecoveryCode } from './recovery-codes.ts';
import { queueSecurityMail } from './security-mail.ts';
import { totpStepOf } from './totp.ts';
import { authenticationOptions, type RelyingParty, verifiedAuthentication } from './webauthn.ts';

export type SecondFactorProof = z.output<typeof secondFactorProofBody>;
type Owner = { id: string; email: string };

/** What the account can prove itself with; empty when it has no second factor (recovery codes alone are none). */
export async function secondFactorMethods(db: Db, userId: string): Promise<SecondFactorMethod[]> {
  const { totp, passkeys } = await countFactors(db, userId);
  if (!totp && !passkeys) return [];
  const recoveryLeft = await countRecoveryCodesLeft(db, userId);
  return [...(totp ? ['totp' as const] : []), ...(passkeys ? ['webauthn' as const] : []), ...(recoveryLeft ? ['recovery' as const] : [])];
}

/** Options for the browser's passkey prompt, naming the account's passkeys; the challenge is kept with the session. */
export async function passkeyProofOptions(db: Db, owner: Owner, tokenHash: string, rp: RelyingParty) {
  const options = await authenticationOptions(rp, await listPasskeys(db, owner.id));
  await rememberWebauthnChallenge(db, tokenHash, options.challenge);
  return options;
}

const invalidCode = () => badRequest(msg.secondFactorCodeInvalid, ERROR_CODES.secondFactorInvalid, { field: 'code' });
const invalidPasskey = () => badRequest(msg.passkeyInvalid, ERROR_CODES.secondFactorInvalid);

/**
 * Checks a proof of the account's second factor, using it up: a TOTP code's step is taken (never accepted twice), a
 * recovery code is marked used (and the owner mailed), a passkey answers this session's challenge once. Throws
 * SECOND_FACTOR_INVALID otherwise; returns the ids of the mails it queued.
 */
export async function proveSecondFactor(db: Db, owner: Owner, tokenHash: string, proof: SecondFactorProof, rp: RelyingParty): Promise<string[]> {
  switch (proof.method) {
    case 'totp': {
      const totp = await findTotp(db, owner.id);
      const step = totp?.confirmedAt ? totpStepOf(totp.secret, proof.code) : null;
      if (step === null || !(await inTransaction(db, (tx) => acceptTotpStep(tx, owner.id, step, false)))) throw invalidCode();
      return [];
    }
    case 'recovery': {
      const codeHash = await matchingRecoveryCode(await unusedRecoveryCodes(db, owner.id), proof.code);
      return inTransaction(db, async (tx) => {
        // Marked used only if still unused: of two sign-ins racing with one code, one gets in.
        if (!codeHash || !(await useRecoveryCode(tx, owner.id, codeHash))) throw invalidCode();
        return queueSecurityMail(tx, owner, 'recovery_code_used');
      });
    }
    case 'webauthn': {
      const challenge = await webauthnChallengeOf(db, tokenHash);
      const passkey = (await listPasskeys(db, owner.id)).find((p) => p.id === proof.response.id);
      if (!challenge || !passkey) throw invalidPasskey();
      const counter = await verifiedAuthentication(rp, challenge, passkey, proof.response);
      if (counter === null || !(await useWebauthnChallenge(db, tokenHash, challenge))) throw invalidPasskey();
      await recordPasskeyUse(db, passkey.id, counter);
      return [];
    }
  }
}

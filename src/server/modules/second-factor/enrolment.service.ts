import { ERROR_CODES } from '#shared/api-error.ts';
import { msg } from '#shared/messages.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { rememberWebauthnChallenge, useWebauthnChallenge, webauthnChallengeOf } from '#server/auth/sessions.repo.ts';
import { lockProfile } from '#server/modules/profiles/index.ts';
import {
  acceptTotpStep,
  countFactors,
  deletePasskey,
  deleteTotp,
  findTotp,
  insertPasskey,
  listPasskeys,
  replaceRecoveryCodes,
  saveUnconfirmedTotp,
} from './second-factor.repo.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import { queueSecurityMail } from './security-mail.ts';
import { newTotpSecret, otpauthUrl, qrCodeOf, totpStepOf } from './totp.ts';
import { registrationOptions, type RelyingParty, verifiedRegistration } from './webauthn.ts';

type Owner = { id: string; email: string };
/** A change's outcome: the recovery codes to show once (the first factor makes them), the mails it queued. */
export type FactorAdded = { recoveryCodes: string[] | null; mailIds: string[] };

const factorCount = async (db: Db | Tx, userId: string) => {
  const { totp, passkeys } = await countFactors(db, userId);
  return Number(totp) + passkeys;
};

type RecoveryCodes = Awaited<ReturnType<typeof newRecoveryCodes>>;

/** Ten new codes replacing the old ones; returns them as printed (they are stored only as hashes). */
async function renewCodes(tx: Tx, userId: string, { codes, hashes }: RecoveryCodes): Promise<string[]> {
  await replaceRecoveryCodes(tx, userId, hashes);
  return codes;
}

/**
 * Adds a factor under the account's lock, so that two additions (or an addition and a removal) at once count each
 * other; the first factor of an account also makes its recovery codes.
 */
async function addFactor(db: Db, owner: Owner, add: (tx: Tx) => Promise<{ change: 'totp_added' | 'passkey_added'; name?: string }>): Promise<FactorAdded> {
  // Hashed before the account is locked: ten argon2id hashes take a moment, and the first factor may need them.
  const codes = await newRecoveryCodes();
  return inTransaction(db, async (tx) => {
    await lockProfile(tx, owner.id);
    const first = (await factorCount(tx, owner.id)) === 0;
    const { change, name } = await add(tx);
    const recoveryCodes = first ? await renewCodes(tx, owner.id, codes) : null;
    return { recoveryCodes, mailIds: await queueSecurityMail(tx, owner, change, name) };
  });
}

/** A new secret for an authenticator app, shown as a QR code; it counts once confirmed with a code. */
export async function startTotp(db: Db, owner: Owner) {
  const secret = newTotpSecret();
  if (!(await saveUnconfirmedTotp(db, owner.id, secret))) throw conflict(msg.totpAlreadyOn);
  const url = otpauthUrl(secret, owner.email);
  return { secret, otpauthUrl: url, qrCode: await qrCodeOf(url) };
}

export async function confirmTotp(db: Db, owner: Owner, code: string): Promise<FactorAdded> {
  const totp = await findTotp(db, owner.id);
  if (!totp || totp.confirmedAt) throw conflict(totp ? msg.totpAlreadyOn : msg.totpStartAgain);
  const step = totpStepOf(totp.secret, code);
  if (step === null) throw badRequest(msg.secondFactorCodeInvalid, ERROR_CODES.secondFactorInvalid, { field: 'code' });
  return addFactor(db, owner, async (tx) => {
    if (!(await acceptTotpStep(tx, owner.id, step, true))) throw conflict(msg.totpStartAgain);
    return { change: 'totp_added' };
  });
}

export async function passkeyRegistrationOptions(db: Db, owner: Owner, tokenHash: string, rp: RelyingParty) {
  const options = await registrationOptions(rp, owner, await listPasskeys(db, owner.id));
  await rememberWebauthnChallenge(db, tokenHash, options.challenge);
  return options;
}

export async function addPasskey(db: Db, owner: Owner, tokenHash: string, rp: RelyingParty, name: string, response: unknown): Promise<FactorAdded> {
  const challenge = await webauthnChallengeOf(db, tokenHash);
  if (!challenge) throw badRequest(msg.passkeyStartAgain, ERROR_CODES.secondFactorInvalid);
  const passkey = await verifiedRegistration(rp, challenge, response);
  if (!passkey) throw badRequest(msg.passkeyInvalid, ERROR_CODES.secondFactorInvalid);
  return addFactor(db, owner, async (tx) => {
    if (!(await useWebauthnChallenge(tx, tokenHash, challenge))) throw badRequest(msg.passkeyStartAgain, ERROR_CODES.secondFactorInvalid);
    if (!(await insertPasskey(tx, owner.id, name, passkey)).length) throw badRequest(msg.passkeyInvalid, ERROR_CODES.secondFactorInvalid);
    return { change: 'passkey_added', name };
  });
}

/**
 * Removes one factor under the account's lock. An account that must have a second factor keeps its last one;
 * an account left without any loses its recovery codes too (they would be a factor of their own).
 */
async function removeFactor(db: Db, owner: Owner, required: boolean, remove: (tx: Tx) => Promise<{ change: 'totp_removed' | 'passkey_removed'; name?: string }>) {
  return inTransaction(db, async (tx) => {
    await lockProfile(tx, owner.id);
    if (required && (await factorCount(tx, owner.id)) <= 1) throw conflict(msg.lastSecondFactor);
    const { change, name } = await remove(tx);
    if ((await factorCount(tx, owner.id)) === 0) await replaceRecoveryCodes(tx, owner.id, []);
    return queueSecurityMail(tx, owner, change, name);
  });
}

export const removeTotp = (db: Db, owner: Owner, required: boolean) =>
  removeFactor(db, owner, required, async (tx) => {
    const [removed] = await deleteTotp(tx, owner.id);
    if (!removed?.confirmedAt) throw notFound(msg.totpNotOn);
    return { change: 'totp_removed' };
  });

export const removePasskey = (db: Db, owner: Owner, required: boolean, id: string) =>
  removeFactor(db, owner, required, async (tx) => {
    const [removed] = await deletePasskey(tx, owner.id, id);
    if (!removed) throw notFound(msg.passkeyNotFound);
    return { change: 'passkey_removed', name: removed.name };
  });

/** Ten new recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(db: Db, owner: Owner): Promise<{ recoveryCodes: string[]; mailIds: string[] }> {
  const codes = await newRecoveryCodes();
  return inTransaction(db, async (tx) => {
    await lockProfile(tx, owner.id);
    if ((await factorCount(tx, owner.id)) === 0) throw conflict(msg.noSecondFactor);
    const recoveryCodes = await renewCodes(tx, owner.id, codes);
    return { recoveryCodes, mailIds: await queueSecurityMail(tx, owner, 'recovery_codes_renewed') };
  });
}

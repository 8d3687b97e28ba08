import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from '#server/crypto/passwords.ts';

export const RECOVERY_CODE_COUNT = 10;
// 32 letters and digits without the ones read alike (l, o, 0, 1): ten of them make a code of 50 bits.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** A code as printed: two groups of five, e.g. "k7qm2-x9fhd". */
function newRecoveryCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A code as the person may type it (any case, the dash or not) in the one form it is hashed in. */
const normalized = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Ten new codes as printed, and what is stored of them: a salted argon2id hash each, as for passwords, since 50 bits
 * are below the 112 that would let a fast hash do (ASVS 5.0 6.5.2).
 */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: await Promise.all(codes.map((code) => hashPassword(normalized(code)))) };
}

/** The stored hash the typed code matches, if any: each is a salted hash, so the code is tried against each. */
export async function matchingRecoveryCode(hashes: string[], code: string): Promise<string | undefined> {
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, normalized(code))));
  return hashes[matches.indexOf(true)];
}

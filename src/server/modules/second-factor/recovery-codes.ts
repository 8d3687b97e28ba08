import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// 32 letters and digits without the ones read alike (l, o, 0, 1): ten of them make a code of 50 bits.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** A code as printed: two groups of five, e.g. "k7qm2-x9fhd". */
function newRecoveryCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * What is stored of a code: its SHA-256, a fast hash being enough for 50 random bits tried against a throttled
 * sign-in. Takes the code as printed or as the schema normalised it (lower case, no dash).
 */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest('base64url');

import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum.
let hashOptions: Options = {};

export const hashPassword = (password: string) => hash(password, hashOptions);

/**
 * For test runs only (src/server/testing/cheap-password-hashing.ts): the least work argon2id allows, so the
 * thousands of sign-ups and sign-ins a run makes cost no CPU that the tests are not about. A hash carries its own
 * parameters, so verifying works either way; passwords.test.ts proves what the shop itself uses.
 */
export function hashCheaplyInTests() {
  hashOptions = { memoryCost: 64, timeCost: 1 };
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the e-mail is unknown keeps sign-in timing the same for both cases. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));

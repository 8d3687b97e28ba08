import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the e-mail is unknown keeps sign-in timing the same for both cases. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hash('not-a-real-password-0'));

import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the OS CSPRNG, safe in cookies and URLs. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** Secrets are stored only as this hash, so a leaked table cannot be replayed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

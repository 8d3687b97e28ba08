import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { totpSetupResponse, factorAddedResponse } from '#shared/schemas/second-factor.ts';
import { mails, sessions } from '#server/db/schema/index.ts';
import type { Db } from '#server/db/client.ts';
import { hashToken } from '#server/auth/tokens.ts';
import { readJson, type ApiClient } from './api-client.ts';

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export const totpCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * 30_000 });

/**
 * Sets up the authenticator app for the signed-in client, as a person would: answers its secret, the code that
 * confirmed it and the recovery codes.
 */
export async function addAuthenticatorApp(client: ApiClient) {
  const setup = await client.post('/api/auth/second-factor/totp');
  if (setup.statusCode !== 200) throw new Error(`totp setup failed: ${setup.body}`);
  const { secret } = readJson(setup, totpSetupResponse);
  const setupCode = totpCode(secret);
  const confirmed = await client.post('/api/auth/second-factor/totp/confirm', { code: setupCode });
  if (confirmed.statusCode !== 200) throw new Error(`totp confirm failed: ${confirmed.body}`);
  return { secret, setupCode, recoveryCodes: readJson(confirmed, factorAddedResponse).recoveryCodes };
}

/** Makes the client's session look as if its last second-factor proof were `minutes` ago. */
export const ageSecondFactorProof = (db: Db, client: ApiClient, minutes: number) =>
  db
    .update(sessions)
    .set({ secondFactorAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.tokenHash, hashToken(client.sessionCookie!)));

/** The security mails queued for `email`, as their change names. */
export const securityMailsTo = async (db: Db, email: string) =>
  (await db.select({ kind: mails.kind, payload: mails.payload }).from(mails).where(eq(mails.recipient, email)))
    .filter((m) => m.kind === 'security_change')
    .map((m) => (m.payload as { change: string }).change);

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

/** The shop as WebAuthn names it: its host (the relying party id) and the exact origin pages are served from. */
export type RelyingParty = { id: string; origin: string };
export const relyingPartyAt = (origin: string): RelyingParty => ({ id: new URL(origin).hostname, origin });

export type StoredPasskey = { id: string; publicKey: string; counter: number; transports: string[] };
const RP_NAME = 'Lounge Pre-Order';

const descriptor = (passkey: Pick<StoredPasskey, 'id' | 'transports'>) => ({
  id: passkey.id,
  transports: passkey.transports as AuthenticatorTransport[],
});

export const registrationOptions = (rp: RelyingParty, user: { id: string; email: string }, existing: StoredPasskey[]) =>
  generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    // The same authenticator twice on one account would be one factor counted as two.
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });

/** What the library says of an answer, checked against the challenge, the origin and the relying party. */
const expected = (rp: RelyingParty, challenge: string) => ({
  expectedChallenge: challenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.id,
  requireUserVerification: false,
});

/** The library throws on every malformed or mismatched answer: to the person all of them are "did not verify". */
const orNull = <T>(verify: () => Promise<T | null>) => verify().catch(() => null);

/** The new passkey, or null when the answer does not verify. */
export const verifiedRegistration = (rp: RelyingParty, challenge: string, response: unknown): Promise<StoredPasskey | null> =>
  orNull(async () => {
    const { verified, registrationInfo } = await verifyRegistrationResponse({ response: response as RegistrationResponseJSON, ...expected(rp, challenge) });
    if (!verified || !registrationInfo) return null;
    const { credential } = registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  });

export const authenticationOptions = (rp: RelyingParty, passkeys: StoredPasskey[]) =>
  generateAuthenticationOptions({ rpID: rp.id, allowCredentials: passkeys.map(descriptor), userVerification: 'preferred' });

/** The passkey's new signature counter, or null when the answer does not verify. */
export const verifiedAuthentication = (rp: RelyingParty, challenge: string, passkey: StoredPasskey, response: unknown): Promise<number | null> =>
  orNull(async () => {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      ...expected(rp, challenge),
      credential: { ...descriptor(passkey), publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')), counter: passkey.counter },
    });
    return verified ? authenticationInfo.newCounter : null;
  });

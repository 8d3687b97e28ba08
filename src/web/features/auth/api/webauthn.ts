import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { api } from '#web/lib/api-client.ts';

/*
 * Passkeys and security keys (WebAuthn, docs/decisions/038-second-factor.md) through @simplewebauthn/browser,
 * fetched the first time someone uses one: it is no part of any first visit's JavaScript.
 */
const library = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (an old browser, or a page not served over https or localhost). */
export const browserHasPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The browser's answer to the server's challenge, for a sign-in's second step or a step-up. */
export async function passkeyAssertion(): Promise<AuthenticationResponseJSON> {
  const optionsJSON = await api.post<PublicKeyCredentialRequestOptionsJSON>('/auth/second-factor/webauthn/options');
  const { startAuthentication } = await library();
  return startAuthentication({ optionsJSON });
}

/** A new passkey made by the browser for this account. */
export async function passkeyRegistration(): Promise<RegistrationResponseJSON> {
  const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>('/auth/second-factor/passkeys/options');
  const { startRegistration } = await library();
  return startRegistration({ optionsJSON });
}

import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/** What @simplewebauthn/browser's errors carry beside the browser's own (WebAuthnError.code). */
const codeOf = (error: unknown) => (error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined);

/**
 * The text for a passkey that could not be used or added: the server's refusal, or why the browser's prompt
 * ended without an answer (closed, timed out, a key already added, an address where browsers allow no passkeys).
 */
export function passkeyFailureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorMessage(error, fallback);
  const code = codeOf(error);
  if (code === 'ERROR_INVALID_DOMAIN' || (error instanceof Error && error.name === 'SecurityError')) return t('secondFactor.passkeyAddress');
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return t('secondFactor.passkeyAlreadyAdded');
  return t('secondFactor.passkeyNotUsed');
}

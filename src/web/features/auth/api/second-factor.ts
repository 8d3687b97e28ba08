import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, Profile } from '#shared/schemas/auth.ts';
import type {
  FactorAddedResponse,
  RecoveryCodesResponse,
  SecondFactorProofBody,
  SecondFactorStatus,
  TotpSetupResponse,
} from '#shared/schemas/second-factor.ts';
import { api } from '#web/lib/api-client.ts';
import { withAuthRetry } from '#web/features/auth/api/auth-retry.ts';
import { passkeyAssertion, passkeyRegistration } from '#web/features/auth/api/webauthn.ts';

/*
 * The second factor (docs/decisions/038-second-factor.md): the proof that completes a sign-in or refreshes a
 * step-up, and the signed-in person's own factors (the Security page).
 */

export const secondFactorKey = ['auth', 'second-factor'] as const;

/** What a proof answers: the profile of the session it completed or refreshed. */
type ProvedResponse = { profile: Profile };

/** A code from the authenticator app, or a recovery code. */
export type CodeProof = Extract<SecondFactorProofBody, { code: string }>;

/** Sends a code as the second factor. */
export const proveWithCode = (body: CodeProof) => withAuthRetry(() => api.post<ProvedResponse>('/auth/second-factor', body));

/** Asks the browser for a passkey and sends its answer as the second factor. */
export async function proveWithPasskey() {
  const response = await passkeyAssertion();
  return withAuthRetry(() => api.post<ProvedResponse>('/auth/second-factor', { method: 'webauthn', response }));
}

/** The signed-in person's factors. */
export function useSecondFactorStatus() {
  return useQuery({ queryKey: secondFactorKey, queryFn: () => api.get<SecondFactorStatus>('/auth/second-factor'), staleTime: 0 });
}

/** A change of factors: the Security page reads them again once it is done. */
function useFactorChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKey }) });
}

/** A new authenticator-app secret to scan; it counts once confirmed with a code. */
export const useStartTotp = () => useMutation({ mutationFn: () => api.post<TotpSetupResponse>('/auth/second-factor/totp') });

export const useConfirmTotp = () =>
  useFactorChange((code: string) => api.post<FactorAddedResponse>('/auth/second-factor/totp/confirm', { code }));

export const useTurnOffTotp = () => useFactorChange(() => api.delete<MessageResponse>('/auth/second-factor/totp'));

/** Makes a passkey in the browser and adds it under the name given. */
export const useAddPasskey = () =>
  useFactorChange(async (name: string) => {
    const response = await passkeyRegistration();
    return api.post<FactorAddedResponse>('/auth/second-factor/passkeys', { name, response });
  });

export const useRemovePasskey = () =>
  useFactorChange((id: string) => api.delete<MessageResponse>(`/auth/second-factor/passkeys/${encodeURIComponent(id)}`));

/** Ten new recovery codes; the old ones stop working. */
export const useNewRecoveryCodes = () => useFactorChange(() => api.post<RecoveryCodesResponse>('/auth/second-factor/recovery-codes'));

import {
  passkeySchema,
  type ReauthInput,
  recoveryCodesSchema,
  sessionInfoSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
  webAuthnOptionsSchema,
} from '@signal-desk/domain/two-factor';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../shared/api/api-client';
import { QUERY_KEYS } from '../../../shared/api/query-keys';

// The own second factors and sessions on the profile (decision 27): GET /auth/two-factor and
// GET /auth/sessions with the changes that invalidate them.

export const twoFactorQueryOptions = queryOptions({
  queryKey: QUERY_KEYS.ownSecurity,
  queryFn: () => apiClient.get('/auth/two-factor', twoFactorStatusSchema),
});
export const useTwoFactorStatus = () => useQuery(twoFactorQueryOptions);

export const sessionsQueryOptions = queryOptions({
  queryKey: [...QUERY_KEYS.ownSecurity, 'sessions'],
  queryFn: () => apiClient.get('/auth/sessions', z.array(sessionInfoSchema)),
});
export const useOwnSessions = () => useQuery(sessionsQueryOptions);

/** A change of the own factors or sessions; every view of them is read again after it. */
function useSecurityMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.ownSecurity }),
  });
}

export const useStartTotp = () =>
  useSecurityMutation(() => apiClient.send('POST', '/auth/two-factor/totp', undefined, totpSetupSchema));
export const useConfirmTotp = () =>
  useSecurityMutation((code: string) =>
    apiClient.send('POST', '/auth/two-factor/totp/confirm', { code }, recoveryCodesSchema),
  );
// Removing a factor and renewing the recovery codes carry the password or a current code again.
export const useRemoveTotp = () =>
  useSecurityMutation((reauth: ReauthInput) => apiClient.send('DELETE', '/auth/two-factor/totp', reauth));
export const useRenewRecoveryCodes = () =>
  useSecurityMutation((reauth: ReauthInput) =>
    apiClient.send('POST', '/auth/two-factor/recovery-codes', reauth, recoveryCodesSchema),
  );

/** Registers a passkey of this browser under a name. */
export const useAddPasskey = () =>
  useSecurityMutation(async (name: string) => {
    const options = await apiClient.send('POST', '/auth/passkeys/options', undefined, webAuthnOptionsSchema);
    const response = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
    return apiClient.send(
      'POST',
      '/auth/passkeys',
      { name, response },
      z.object({ passkey: passkeySchema, recoveryCodes: z.array(z.string()) }),
    );
  });
export const useRenamePasskey = () =>
  useSecurityMutation(({ id, name }: { id: string; name: string }) =>
    apiClient.send('PUT', `/auth/passkeys/${id}`, { name }, passkeySchema),
  );
export const useRemovePasskey = () =>
  useSecurityMutation(({ id, reauth }: { id: string; reauth: ReauthInput }) =>
    apiClient.send('DELETE', `/auth/passkeys/${id}`, reauth),
  );

export const useEndSession = () =>
  useSecurityMutation((id: string) => apiClient.send('DELETE', `/auth/sessions/${id}`));
export const useEndOtherSessions = () =>
  useSecurityMutation(() =>
    apiClient.send('POST', '/auth/sessions/sign-out-others', undefined, z.object({ ended: z.number() })),
  );

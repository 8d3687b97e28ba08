import { useMutation, useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '#shared/schemas/auth.ts';
import type {
  AdminUserOverviewResponse,
  AdminUserResponse,
  AdminUsersResponse,
  CreateUserBody,
  RoleBody,
  TokenBalanceBody,
} from '#shared/schemas/admin-users.ts';
import type { DeleteGuestBody } from '#shared/schemas/data-rights.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useBackOfficeMutation } from '#web/features/admin/api/refresh-back-office.ts';

export const usersKey = adminKey('users');
export const applicationsKey = adminKey('applications');

export function useActiveUsers(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: usersKey,
    queryFn: async () => (await api.get<AdminUsersResponse>('/admin/users')).users,
    enabled: options.enabled,
  });
}

/** One guest's page: profile, lounges, orders and the latest statement rows. */
export function useAdminUserOverview(userId: string) {
  return useQuery({
    queryKey: [...usersKey, 'overview', userId],
    queryFn: () => api.get<AdminUserOverviewResponse>(`/admin/users/${userId}`),
  });
}

export function useApplications() {
  return useQuery({
    queryKey: applicationsKey,
    queryFn: async () => (await api.get<AdminUsersResponse>('/admin/applications')).users,
  });
}

export function useCreateUser() {
  return useBackOfficeMutation((body: CreateUserBody) => api.post<AdminUserResponse>('/admin/users', body));
}

export function useSetTokenBalance() {
  return useBackOfficeMutation(
    ({ userId, ...body }: { userId: string } & TokenBalanceBody) =>
      api.put<AdminUserResponse>(`/admin/users/${userId}/token-balance`, body),
  );
}

export function useSetRole() {
  return useBackOfficeMutation(({ userId, role }: { userId: string } & RoleBody) => api.put<AdminUserResponse>(`/admin/users/${userId}/role`, { role }));
}

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (userId: string) => api.post<MessageResponse>(`/admin/users/${userId}/password-reset`),
  });
}

/** Every second factor of an account, for a person who lost theirs (docs/decisions/038-second-factor.md). */
export function useRemoveSecondFactors() {
  return useMutation({
    mutationFn: (userId: string) => api.delete<MessageResponse>(`/admin/users/${userId}/second-factor`),
  });
}

export function useApproveApplication() {
  return useBackOfficeMutation((userId: string) => api.post<AdminUserResponse>(`/admin/applications/${userId}/approve`));
}

export function useRejectApplication() {
  return useBackOfficeMutation((userId: string) => api.delete<MessageResponse>(`/admin/applications/${userId}`));
}

/**
 * Deletes a guest's account on their request (POST /api/admin/users/:id/delete, docs/decisions/041): anonymised,
 * orders and ledger kept under a pseudonym; with tokens left only when the guest gives them up.
 */
export function useDeleteGuest() {
  return useBackOfficeMutation(({ userId, ...body }: { userId: string } & DeleteGuestBody) => api.post<MessageResponse>(`/admin/users/${userId}/delete`, body));
}

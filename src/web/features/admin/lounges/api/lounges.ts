import { useQuery } from '@tanstack/react-query';
import type { AdminLoungeResponse, AdminLoungesResponse, LoungeBody, MoveLoungeBody } from '#shared/schemas/admin-lounges.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useBackOfficeMutation } from '#web/features/admin/api/refresh-back-office.ts';
import { useEditionScope } from '#web/features/admin/editions/api/shown-edition.ts';

export const loungesKey = adminKey('lounges');

/** The lounges of the edition on screen (docs/decisions/031). */
export function useAdminLounges() {
  const edition = useEditionScope();
  return useQuery({
    queryKey: [...loungesKey, edition.key],
    queryFn: async () => (await api.get<AdminLoungesResponse>(edition.path('/admin/lounges'))).lounges,
  });
}

/** A new lounge belongs to the edition on screen. */
export function useSaveLounge() {
  const edition = useEditionScope();
  return useBackOfficeMutation(
    ({ id, body }: { id?: string; body: LoungeBody }) =>
      id ? api.put<AdminLoungeResponse>(`/admin/lounges/${id}`, body) : api.post<AdminLoungeResponse>(edition.path('/admin/lounges'), body),
  );
}

export function useAssignUser() {
  return useBackOfficeMutation(
    ({ loungeId, userId }: { loungeId: string; userId: string }) =>
      api.post<AdminLoungeResponse>(`/admin/lounges/${loungeId}/assignments`, { userId }),
  );
}

export function useUnassignUser() {
  return useBackOfficeMutation(
    ({ loungeId, userId }: { loungeId: string; userId: string }) =>
      api.delete<AdminLoungeResponse>(`/admin/lounges/${loungeId}/assignments/${userId}`),
  );
}

/** Moves a lounge from one guest to another when the wrong guest was assigned; no tokens move. */
export function useMoveLounge() {
  return useBackOfficeMutation(
    ({ loungeId, ...body }: { loungeId: string } & MoveLoungeBody) =>
      api.post<AdminLoungeResponse>(`/admin/lounges/${loungeId}/move`, body),
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import type { PackingResponse, PackingView } from '#shared/schemas/admin-packing.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();

export function usePackingList(day: LoungeDay, q: string) {
  return useQuery({
    queryKey: [...adminKey('packing'), day, q],
    queryFn: () => api.get<PackingResponse>(`/admin/packing?${query({ day, q })}`),
    // Typing in the search keeps the current list on screen until the narrower one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of what is on screen; the browser sends the session cookie with the link. */
export const packingCsvUrl = (day: LoungeDay, view: PackingView, q: string) => `/api/admin/packing.csv?${query({ day, view, q })}`;

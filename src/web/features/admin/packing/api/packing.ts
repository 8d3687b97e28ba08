import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import type { PackingResponse, PackingView } from '#shared/schemas/admin-packing.ts';
import { api } from '#web/lib/api-client.ts';
import { activeLanguage } from '#web/lib/i18n/i18n.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useEditionScope, withEdition } from '#web/features/admin/editions/api/shown-edition.ts';

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();

/**
 * The packing list of a festival day of the edition on screen (docs/decisions/031), its products and mix drinks named
 * in the language the page shows (docs/decisions/045; a change of language renders the page anew).
 */
export function usePackingList(day: LoungeDay, q: string) {
  const edition = useEditionScope();
  const lang = activeLanguage();
  return useQuery({
    queryKey: [...adminKey('packing'), edition.key, day, q, lang],
    queryFn: () => api.get<PackingResponse>(edition.path(`/admin/packing?${query({ day, q, lang })}`)),
    // Typing in the search keeps the current list on screen until the narrower one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of what is on screen; the browser sends the session cookie with the link. */
export const packingCsvUrl = (day: LoungeDay, view: PackingView, q: string, editionId: string | undefined) =>
  withEdition(`/api/admin/packing.csv?${query({ day, view, q })}`, editionId);

import { useSearchParams } from 'react-router';
import { usePublicSettings } from '#web/features/settings/api/public-settings.ts';
import { useEditions } from './editions.ts';

/** The address's parameter naming the edition a back-office page shows (docs/decisions/031). */
export const EDITION_PARAM = 'edition';

/** A back-office path (an API call or a page) for one edition; without an id, the current one. */
export function withEdition(path: string, editionId: string | undefined) {
  if (!editionId) return path;
  const [route, query] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(EDITION_PARAM, editionId);
  return `${route}?${params}`;
}

/**
 * The edition chosen with the switcher, as `?edition=<id>` in the page's address, so a reload or a shared link
 * shows the same; undefined means the current edition.
 */
export function useEditionParam() {
  const [params] = useSearchParams();
  return params.get(EDITION_PARAM) || undefined;
}

/** What a back-office read needs for the edition on screen: its part of the query key, and its API path. */
export function useEditionScope() {
  const editionId = useEditionParam();
  return { key: editionId ?? 'current', path: (path: string) => withEdition(path, editionId) };
}

/**
 * The edition on screen: the one the address names (from the editions list, which only admins read), else the
 * current one (from the public settings, which staff read too). A closed edition is read-only: its pages show
 * their figures and lists, and their buttons that change something are disabled.
 */
export function useShownEdition() {
  const editionId = useEditionParam();
  const editions = useEditions({ enabled: editionId !== undefined });
  const settings = usePublicSettings();
  const edition = editionId ? editions.data?.find((e) => e.id === editionId) : settings.data?.edition;
  // An edition asked for but not known (yet) is not one to change either.
  return { edition, readOnly: edition ? edition.state === 'closed' : editionId !== undefined };
}

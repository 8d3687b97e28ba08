import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { toast } from '#web/lib/toast.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { api } from '#web/lib/api-client.ts';
import { activateLanguage, t } from '#web/lib/i18n/i18n.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/constants.ts';
import { isLanguage } from '#web/lib/i18n/languages.ts';
import { setProfile, useSession } from '#web/features/auth/api/session.ts';

/** The language kept on a signed-in person's profile (docs/decisions/025), so their mails follow it too. */
export const profileLanguage = (profile: Profile | null): Language | null => profile?.language ?? null;

/**
 * The active language and the way to change it: on this browser always, and on the profile of whoever is
 * signed in (PATCH /api/auth/profile), so the choice follows them to another device and into their mails.
 */
export function useLanguage() {
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;

  const choose = async (next: Language) => {
    if (profile) {
      // Recorded first, so that the profile already says `next` when the page answers the change.
      setProfile(queryClient, { ...profile, language: next });
      api.patch('/auth/profile', { language: next }).catch(() => toast.error(t('language.saveFailed')));
    }
    await activateLanguage(next);
  };
  return { language, choose };
}

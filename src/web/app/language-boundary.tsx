import { Fragment, useEffect, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useSession } from '#web/features/auth/api/session.ts';
import { profileLanguage } from '#web/features/auth/api/language.ts';
import { activateLanguage } from '#web/lib/i18n/i18n.ts';

/**
 * Renders the pages in the active language. A change of language renders them anew (keyed by it), so every
 * text, formatted date and amount follows at once; what outlives a page (the session, the cart, cached data)
 * sits above this boundary and is kept. A signed-in person's profile names their language: it applies on
 * sign-in and on every device.
 */
export function LanguageBoundary({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const { profile } = useSession();
  const fromProfile = profileLanguage(profile);

  useEffect(() => {
    if (fromProfile && fromProfile !== i18n.locale) void activateLanguage(fromProfile);
  }, [fromProfile, i18n.locale]);

  return <Fragment key={i18n.locale}>{children}</Fragment>;
}

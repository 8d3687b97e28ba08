import type { Language } from '#shared/constants.ts';
import { isLanguage } from '#web/lib/i18n/languages.ts';

/*
 * A language chosen on the sign-in page itself goes with the sign-in and becomes the profile's, instead of the
 * profile's older one taking the page over once signed in; a language the page merely started in (the browser's,
 * or one remembered on this browser) does not. Kept for this tab (a change of language renders the page anew,
 * and a reload keeps the choice) until someone signs in.
 */
const KEY = 'signInLanguage';

export function rememberSignInLanguage(language: Language) {
  try {
    sessionStorage.setItem(KEY, language);
  } catch {
    // Storage blocked: the choice still shows on this page, only the profile keeps its own.
  }
}

/** The language chosen on the sign-in page in this tab, if any. */
export function signInLanguage(): Language | undefined {
  try {
    const chosen = sessionStorage.getItem(KEY);
    return isLanguage(chosen) ? chosen : undefined;
  } catch {
    return undefined;
  }
}

/** Someone signed in (or registered): the choice was theirs, not the next person's at this browser. */
export function forgetSignInLanguage() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

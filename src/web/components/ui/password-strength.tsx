import type { Role } from '#shared/constants.ts';
import { withAreaCatalogue, type CatalogueLoaders } from '#web/lib/i18n/i18n.ts';
import { lazyNamed, MountOnceOpened } from '#web/lib/lazy-component.tsx';

// The texts of choosing a password are a catalogue of their own, fetched with the meter (docs/decisions/036).
const passwordCatalogues: CatalogueLoaders = {
  en: () => import('#web/locales/en/password.po'),
  de: () => import('#web/locales/de/password.po'),
  fr: () => import('#web/locales/fr/password.po'),
};

const PasswordStrengthMeter = lazyNamed(
  () => withAreaCatalogue(passwordCatalogues, import('./password-strength-meter.tsx')),
  (m) => m.PasswordStrengthMeter,
);

export type PasswordStrengthProps = {
  /** The new password as typed. */
  password: string;
  /** The role of the account it is for: staff and admins need longer passwords. */
  role: Role;
  /** The account's e-mail, when the form knows it: a password built on it is easy to guess. */
  email?: string;
};

/**
 * How easy the new password being typed is to guess, as a meter and a short text ("Weak · common password"). Only
 * advice: the server judges the password when the form is sent. The meter and its word list are fetched when the
 * person starts typing, never with the page; the region is polite and atomic, so a screen reader reads the new
 * verdict whole once typing pauses.
 */
export function PasswordStrength(props: PasswordStrengthProps) {
  return (
    <div aria-live="polite" aria-atomic="true">
      <MountOnceOpened open={props.password !== ''}>
        <PasswordStrengthMeter {...props} />
      </MountOnceOpened>
    </div>
  );
}

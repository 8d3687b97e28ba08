import { useEffect, useState } from 'react';
import { minPasswordLength, passwordStrength, type PasswordRefusal, type PasswordStrength } from '#shared/password-strength.ts';
import { cn } from '#web/lib/cn.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import type { PasswordStrengthProps } from './password-strength.tsx';

/** Typing pauses this long before the password is judged, so the verdict is not re-announced at every key. */
const PAUSE_MS = 300;

const LEVELS = ['password.weak', 'password.fair', 'password.good', 'password.strong'] as const;
const BAR_TONES = ['bg-danger-fg', 'bg-warning-fg', 'bg-success-fg', 'bg-success-fg'] as const;

const REASONS: Record<Exclude<PasswordRefusal, 'tooShort'>, string> = {
  common: 'password.common',
  personal: 'password.personal',
  guessable: 'password.guessable',
};

const reasonText = (refusal: PasswordRefusal, role: PasswordStrengthProps['role']) =>
  refusal === 'tooShort' ? t('password.tooShort', { min: minPasswordLength(role) }) : t(REASONS[refusal]);

/** The verdict of the password as typed, once typing pauses; undefined before the first one. */
function useStrength({ password, role, email }: PasswordStrengthProps): PasswordStrength | undefined {
  const [strength, setStrength] = useState<PasswordStrength>();
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      // The breached-password list only (docs/decisions/036); without it (a chunk the network lost) no verdict.
      passwordStrength(password, { role, email }, 'common').then(
        (verdict) => {
          if (current) setStrength(verdict);
        },
        () => undefined,
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, role, email]);
  return strength;
}

/** The meter of `PasswordStrength` (password-strength.tsx), in a chunk of its own with the estimator. */
export function PasswordStrengthMeter(props: PasswordStrengthProps) {
  const strength = useStrength(props);
  if (!strength || props.password === '') return null;
  const level = t(LEVELS[strength.level]);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-1" aria-hidden="true">
        {LEVELS.map((key, index) => (
          <span key={key} className={cn('h-1.5 flex-1 rounded-full', index <= strength.level ? BAR_TONES[strength.level] : 'bg-slate-200')} />
        ))}
      </div>
      <p className={cn('text-xs', strength.refusal ? 'text-danger-fg' : 'text-slate-600')}>
        <span className="sr-only">{t('password.strength')} </span>
        {strength.refusal ? t('password.verdict', { level, reason: reasonText(strength.refusal, props.role) }) : level}
      </p>
    </div>
  );
}

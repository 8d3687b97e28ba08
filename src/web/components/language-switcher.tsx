import { Languages } from 'lucide-react';
import { t } from '#web/lib/i18n/i18n.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { LANGUAGE_NAMES, isLanguage } from '#web/lib/i18n/languages.ts';

type LanguageSwitcherProps = {
  language: Language;
  onChange: (language: Language) => void;
  className?: string;
};

/**
 * English, Deutsch, Français, each named in itself (docs/decisions/024). A native select: the keyboard, screen readers
 * and phones know it, and it needs no script of its own.
 */
export function LanguageSwitcher({ language, onChange, className = '' }: LanguageSwitcherProps) {
  return (
    <label className={`relative inline-flex min-h-11 items-center text-sm text-slate-700 sm:min-h-10 ${className}`}>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2 size-4 text-slate-500" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={language}
        onChange={(event) => isLanguage(event.target.value) && onChange(event.target.value)}
        className="min-h-11 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-1 pr-3 pl-8 text-sm font-medium hover:bg-slate-50 sm:min-h-10"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

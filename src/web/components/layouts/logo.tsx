import { Link } from 'react-router';
import { Wine } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export function Logo() {
  return (
    <Link to={paths.shop} className="flex min-h-11 min-w-0 items-center gap-1.5 rounded-lg sm:gap-2 md:min-h-10">
      <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm sm:size-8">
        <Wine aria-hidden="true" className="size-4.5" />
      </span>
      {/* German and French names are long ("Lounge-Vorbestellung"): on a narrow phone the name takes two lines rather than being cut. */}
      <span className="line-clamp-2 text-sm leading-tight font-bold tracking-tight break-words text-slate-900 max-[359px]:text-xs min-[400px]:text-[0.9375rem] sm:text-lg">
        {t('app.name')}
      </span>
    </Link>
  );
}

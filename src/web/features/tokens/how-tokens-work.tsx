import { CircleHelp } from 'lucide-react';
import { t } from '#web/lib/i18n/i18n.ts';

export function HowTokensWork() {
  return (
    <section aria-labelledby="how-tokens-heading" className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-200 ring-inset">
      <h2 id="how-tokens-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CircleHelp aria-hidden="true" className="size-5 text-brand-600" />
        {t('howTokensWork')}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700">
        <li>{t('tokens.how1')}</li>
        <li>{t('tokens.how2')}</li>
        <li>{t('tokens.how3')}</li>
        <li>{t('tokens.how4')}</li>
      </ul>
    </section>
  );
}

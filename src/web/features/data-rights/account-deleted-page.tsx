import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { t } from '#web/lib/i18n/i18n.ts';
import { paths } from '#web/lib/paths.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';

/**
 * The confirmation after "Delete my account" (docs/decisions/048), shown to the person now signed out: what is gone,
 * and what the shop keeps under a pseudonym for its books (docs/decisions/041).
 */
export function AccountDeletedPage() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 py-6">
      <div role="status" className="flex items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-success-fg" />
        <h1 className="text-2xl font-semibold text-slate-900">{t('accountDeleted')}</h1>
      </div>
      <p className="text-slate-700">{t('dataRights.deletedText')}</p>
      <p className="text-slate-700">{t('dataRights.deletedKept')}</p>
      <Link to={paths.shop} className={buttonClasses({ variant: 'secondary' })}>
        {t('dataRights.toShop')}
      </Link>
    </div>
  );
}

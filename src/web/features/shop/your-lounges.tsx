import { Armchair, Plus } from 'lucide-react';
import type { EditionDays } from '#shared/edition-days.ts';
import type { MyLounge } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ErrorState } from '#web/components/ui/states.tsx';
import { loungeWithDay } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

type YourLoungesProps = {
  lounges: MyLounge[];
  /** The dates of the current edition's festival days, once the settings are known: guests plan by them. */
  dates: EditionDays | undefined;
  loading: boolean;
  /** Loading the lounges failed: Add to Cart waits for them, so the guest may try again here. */
  failed: boolean;
  retrying: boolean;
  onRetry(): void;
  onAssign(): void;
};

export function YourLounges({ lounges, dates, loading, failed, retrying, onRetry, onAssign }: YourLoungesProps) {
  let body;
  if (failed) {
    body = (
      <ErrorState compact title={t('shop.loungesFailed')} onRetry={onRetry} retrying={retrying}>
        {t('shop.loungesFailedText')}
      </ErrorState>
    );
  } else if (lounges.length > 0) {
    body = (
      <ul className="mt-3 flex flex-wrap gap-2">
        {lounges.map((lounge) => (
          <li
            key={lounge.id}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 ring-inset"
          >
            <Armchair aria-hidden="true" className="size-4" />
            {loungeWithDay(lounge, dates)}
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <p className="mt-2 text-sm text-slate-600">
        {loading ? t('shop.loadingLounges') : t('shop.noLounges')}
      </p>
    );
  }
  return (
    <section aria-labelledby="your-lounges-heading" className="card p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="your-lounges-heading" className="font-semibold text-slate-900">
          {t('yourLounges')}
        </h2>
        <Button variant="secondary" size="sm" onClick={onAssign}>
          <Plus aria-hidden="true" className="size-4" />
          {t('assignToOtherLounge')}
        </Button>
      </div>
      {body}
    </section>
  );
}

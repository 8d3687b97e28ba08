import { CalendarClock, GlassWater } from 'lucide-react';
import { Notice } from '#web/components/ui/notice.tsx';
import { PreorderEnded } from '#web/components/preorder-notices.tsx';
import { timeLeft, timeLeftSentence, useNow } from '#web/lib/deadline.ts';
import { formatFullDateTime } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

function Unit({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex min-w-0 flex-col items-center rounded-lg bg-white/15 px-2 py-2 sm:px-4">
      <span className="text-2xl font-bold tabular-nums sm:text-3xl">{String(value).padStart(2, '0')}</span>
      <span className="text-xs tracking-wide text-brand-100 uppercase">{label}</span>
    </div>
  );
}

/**
 * The countdown to the pre-order deadline (docs/product.md#countdown-and-forms), ticking every second for the eye.
 * Screen readers get a minute-precision sentence in a polite live region instead, so they hear at most one update a
 * minute.
 */
export function Countdown({ deadline, contactEmail }: { deadline: Date; contactEmail: string }) {
  const now = useNow();
  const left = timeLeft(deadline, now);

  if (!left) return <PreorderEnded contactEmail={contactEmail} />;

  return (
    <section aria-labelledby="countdown-heading" className="rounded-xl bg-brand-700 p-5 text-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="countdown-heading" className="flex items-center gap-2 text-lg font-semibold">
            <CalendarClock aria-hidden="true" className="size-5" />
            {t('countdown.title')}
          </h2>
          <p className="mt-1 text-sm text-brand-100">{formatFullDateTime(deadline)}</p>
        </div>
        <div aria-hidden="true" className="grid w-full grid-cols-4 gap-2 sm:w-auto">
          <Unit value={left.days} label={t('countdown.days')} />
          <Unit value={left.hours} label={t('countdown.hours')} />
          <Unit value={left.minutes} label={t('countdown.minutes')} />
          <Unit value={left.seconds} label={t('countdown.seconds')} />
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {timeLeftSentence(left)}
        </p>
      </div>
    </section>
  );
}

export function WaterNotice() {
  return (
    <Notice tone="info" icon={GlassWater}>
      {t('waterIncluded')}
    </Notice>
  );
}

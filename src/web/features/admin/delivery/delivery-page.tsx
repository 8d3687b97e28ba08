import { useEffect } from 'react';
import { CloudUpload, PartyPopper, Truck } from 'lucide-react';
import { LOUNGE_DAYS, type LoungeDay } from '#shared/constants.ts';
import { cn } from '#web/lib/cn.ts';
import { dayDate, dayName, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { EmptyState } from '#web/components/ui/states.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { useUrlParams } from '#web/lib/use-url-params.ts';
import { useDeliveryRun, useDeliveryTaps, useOnTheWay, withTaps } from '#web/features/admin/delivery/api/delivery.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import type { SentTap } from '#web/features/admin/delivery/api/tap-sender.ts';
import { useSession } from '#web/features/auth/api/session.ts';
import { useShownEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { DeliveryLoungeCard, DroppedTap } from './delivery-lounge-card.tsx';
import { toast } from '#web/lib/toast.ts';

const isDay = (value: string | null): value is LoungeDay => LOUNGE_DAYS.includes(value as LoungeDay);

function Progress({ delivered, total }: { delivered: number; total: number }) {
  const text = t('deliveryProgress', { n: delivered, m: total });
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-semibold text-slate-800">{text}</p>
      <div
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={delivered}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-success-fg transition-[width]" style={{ width: `${total ? (100 * delivered) / total : 0}%` }} />
      </div>
    </div>
  );
}

/**
 * What the server made of the taps this page sent. Its English `message` says the same as these texts
 * (DeliveryChangeResponse), shown in the person's language; a refused tap says why (it is dropped, and its lounge says so too).
 */
function toastAnswers(sent: SentTap[]) {
  const last = sent.at(-1);
  if (!last) return;
  const { tap, answer } = last;
  if (!answer) return toast.error(t('deliveryFailed'), { id: 'delivery' });
  toast.success(t(tap.kind === 'undo' ? 'deliveryUndone' : answer.changed > 0 ? 'deliveryMarked' : 'alreadyDelivered'), { id: 'delivery' });
}

/** The delivery run: phone first, one card per lounge in walking (label) order. */
export function DeliveryPage() {
  // Day and filter live in the URL, so a reload keeps the runner where they were.
  const url = useUrlParams();
  // Without a day in the URL the server picks today's festival day (or the first with deliveries still open).
  const asked = isDay(url.params.get('day')) ? (url.params.get('day') as LoungeDay) : undefined;
  const onlyOpen = url.params.get('filter') === 'open';
  const run = useDeliveryRun(asked);
  const { profile } = useSession();
  const taps = useDeliveryTaps(profile?.id, toastAnswers);
  const onTheWay = useOnTheWay();
  const tellOnTheWay = (loungeId: string) =>
    onTheWay.mutate(loungeId, {
      onSuccess: (answer) => toast.success(t(answer.first ? 'onTheWayMarked' : 'alreadyOnTheWay'), { id: 'on-the-way' }),
      onError: (error) => toast.error(errorMessage(error, t('admin.delivery.onTheWayFailed')), { id: 'on-the-way' }),
    });
  const shown = run.data && withTaps(run.data, taps.taps);
  const day = asked ?? run.data?.day;
  // The day the server opened on stays in the URL: delivering its last lounge must not move the run to the next
  // day with deliveries open under the runner's thumb.
  const opened = run.data?.day;
  useEffect(() => {
    if (!asked && opened) url.set('day', opened);
  }, [asked, opened, url]);
  // Runners go by the date; a closed edition's run can be read, not marked (docs/decisions/031).
  const { edition, readOnly } = useShownEdition();
  useFailureToast(run.error, t('fetchDeliveryFailed'));
  const lounges = (shown?.lounges ?? []).filter((l) => !onlyOpen || !l.delivered);
  // Notes of lounges no longer on the run (every order of it refunded) are shown above it, by the lounge's name.
  const notesElsewhere = taps.notes.filter((note) => !shown?.lounges.some((l) => l.loungeId === note.target.loungeId));
  const waiting = taps.taps.length;

  const content = (
    <QueryState query={run} failedMessage={t('fetchDeliveryFailed')}>
      {shown && shown.progress.total === 0 ? (
        <EmptyState icon={Truck} title={t('noDeliveries')} />
      ) : (
        shown && (
          <div className="flex flex-col gap-4">
            <Progress {...shown.progress} />
            <button
              type="button"
              aria-pressed={onlyOpen}
              onClick={() => url.set('filter', onlyOpen ? null : 'open')}
              className={cn(
                'min-h-11 self-start rounded-full border px-4 text-sm font-medium',
                onlyOpen ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white text-slate-700',
              )}
            >
              {t('notDeliveredYet')}
            </button>
            {lounges.length === 0 ? (
              <EmptyState icon={PartyPopper} title={t('allDelivered')} />
            ) : (
              lounges.map((lounge) => (
                <DeliveryLoungeCard
                  key={lounge.loungeId}
                  lounge={lounge}
                  onChange={(change) => void taps.tap({ ...change, label: lounge.label })}
                  onTheWay={() => tellOnTheWay(lounge.loungeId)}
                  onTheWayBusy={onTheWay.isPending && onTheWay.variables === lounge.loungeId}
                  taps={taps.taps}
                  notes={taps.notes}
                  onDismissNote={(key) => void taps.dismiss(key)}
                  readOnly={readOnly}
                />
              ))
            )}
          </div>
        )
      )}
    </QueryState>
  );

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader title={t('admin.delivery.title')} description={t('admin.delivery.description')} />
      {waiting > 0 && (
        <p role="status" className="flex min-h-11 items-center gap-2 rounded-lg bg-warning-bg px-3 text-sm font-medium text-warning-fg">
          <CloudUpload aria-hidden="true" className="size-4" />
          {t('admin.delivery.waiting', { count: waiting, taps: formatNumber(waiting) })}
        </p>
      )}
      {notesElsewhere.map((note) => (
        <section key={note.key} aria-label={note.label} className="flex flex-col gap-1">
          <h2 className="text-base font-bold text-slate-900">{note.label}</h2>
          <DroppedTap note={note} onDismiss={() => void taps.dismiss(note.key)} />
        </section>
      ))}
      {day ? (
        <Tabs
          items={LOUNGE_DAYS.map((d) => ({ value: d, label: dayName(d), detail: edition && dayDate(d, edition.days) }))}
          value={day}
          onValueChange={(d) => url.set('day', d)}
          label={t('admin.delivery.festivalDay')}
        >
          {content}
        </Tabs>
      ) : (
        content
      )}
    </div>
  );
}

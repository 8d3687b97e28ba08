import { useState } from 'react';
import { CalendarClock, X } from 'lucide-react';
import type { ReminderScheduleStatus } from '#shared/constants.ts';
import type { ReminderSchedule } from '#shared/schemas/mail.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog, useConfirmedAction } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDateTime, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useShownEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { useCancelReminderSchedule, useReminderSchedules } from './api/mails.ts';
import { ScheduleReminderDialog } from './schedule-reminder-dialog.tsx';
import { SendReminder } from './send-reminder.tsx';

const STATUS: Record<ReminderScheduleStatus, { labelKey: string; tone: BadgeTone }> = {
  scheduled: { labelKey: 'admin.mail.scheduleScheduled', tone: 'info' },
  sent: { labelKey: 'admin.mail.scheduleSent', tone: 'success' },
  cancelled: { labelKey: 'admin.mail.scheduleCancelled', tone: 'neutral' },
  skipped: { labelKey: 'admin.mail.scheduleSkipped', tone: 'warning' },
};

function outcome(schedule: ReminderSchedule) {
  if (schedule.status === 'sent') {
    const queued = schedule.queued ?? 0;
    return t('admin.mail.queuedForGuests', { count: queued, guests: formatNumber(queued) });
  }
  if (schedule.status === 'skipped') return t('admin.mail.preorderHadClosed');
  if (schedule.status === 'cancelled') {
    return schedule.finishedAt ? t('admin.mail.cancelledAt', { time: formatDateTime(schedule.finishedAt) }) : t('admin.mail.scheduleCancelled');
  }
  return t('admin.mail.goesOutAtThisTime');
}

/**
 * The reminder: send it now or at a chosen time, and the scheduled ones (cancellable until they run); a closed
 * edition's are only shown (docs/decisions/031).
 */
export function ReminderSchedules() {
  const schedules = useReminderSchedules();
  const { readOnly } = useShownEdition();
  const cancel = useCancelReminderSchedule();
  const [creating, setCreating] = useState(false);
  const cancelling = useConfirmedAction(
    (schedule: ReminderSchedule) => cancel.mutateAsync(schedule.id),
    () => ({ success: () => t('reminderScheduleCancelled'), fallback: t('admin.mail.cancelReminderFailed') }),
  );

  return (
    <section aria-labelledby="reminder-heading" className="card mb-6 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-prose">
          <h2 id="reminder-heading" className="font-semibold text-slate-900">
            {t('admin.mail.reminderHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('admin.mail.reminderText')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SendReminder disabled={readOnly} />
          <Button variant="secondary" onClick={() => setCreating(true)} disabled={readOnly}>
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('admin.mail.scheduleReminder')}
          </Button>
        </div>
      </div>
      <QueryState query={schedules} failedMessage={t('admin.mail.fetchFailed')}>
        {schedules.data &&
          (schedules.data.schedules.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">{t('admin.mail.noneScheduled')}</p>
          ) : (
            <ul aria-label={t('admin.mail.scheduledReminders')} className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
              {schedules.data.schedules.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {formatDateTime(s.runAt)}
                      <Badge tone={STATUS[s.status].tone}>{t(STATUS[s.status].labelKey)}</Badge>
                    </p>
                    <p className="text-sm text-slate-600">{outcome(s)}</p>
                  </div>
                  {s.status === 'scheduled' && (
                    <Button size="sm" variant="secondary" onClick={() => cancelling.ask(s)} disabled={readOnly} aria-label={t('admin.mail.cancelScheduleLabel', { time: formatDateTime(s.runAt) })}>
                      <X aria-hidden="true" className="size-4" />
                      {t('admin.mail.cancelSchedule')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ))}
      </QueryState>
      <ScheduleReminderDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        {...cancelling.dialog}
        title={t('admin.mail.cancelScheduleTitle')}
        message={cancelling.subject ? t('admin.mail.cancelScheduleText', { time: formatDateTime(cancelling.subject.runAt) }) : ''}
        confirmLabel={t('admin.mail.cancelScheduleConfirm')}
        cancelLabel={t('admin.mail.keepSchedule')}
        busy={cancel.isPending}
      />
    </section>
  );
}

import { useState } from 'react';
import { CalendarClock, X } from 'lucide-react';
import type { ReminderScheduleStatus } from '#shared/constants.ts';
import { mailPageTexts } from './mail-page-texts.ts';
import type { ReminderSchedule } from '#shared/schemas/mail.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { submit } from '#web/lib/submit.ts';
import { useCancelReminderSchedule, useReminderSchedules } from './api/mails.ts';
import { ScheduleReminderDialog } from './schedule-reminder-dialog.tsx';
import { SendReminder } from './send-reminder.tsx';

const STATUS: Record<ReminderScheduleStatus, { label: string; tone: BadgeTone }> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  skipped: { label: 'Skipped', tone: 'warning' },
};

function outcome(schedule: ReminderSchedule) {
  if (schedule.status === 'sent') return `Queued for ${schedule.queued ?? 0} ${schedule.queued === 1 ? 'guest' : 'guests'}`;
  if (schedule.status === 'skipped') return 'The pre-order had closed';
  if (schedule.status === 'cancelled') return schedule.finishedAt ? `Cancelled ${formatDateTime(schedule.finishedAt)}` : 'Cancelled';
  return 'Goes out at this time';
}

/** The reminder: send it now or at a chosen time, and the scheduled ones (cancellable until they run). */
export function ReminderSchedules() {
  const schedules = useReminderSchedules();
  const cancel = useCancelReminderSchedule();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<ReminderSchedule | null>(null);

  const confirmCancel = async () => {
    if (!cancelling) return;
    await submit(() => cancel.mutateAsync(cancelling.id), { success: ({ message }) => message, fallback: mailPageTexts.cancelReminderFailed });
    setCancelling(null);
  };

  return (
    <section aria-labelledby="reminder-heading" className="card mb-6 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-prose">
          <h2 id="reminder-heading" className="font-semibold text-slate-900">
            Reminder
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            "You still have n tokens, the pre-order closes on …" to active guests with tokens left. Each guest gets it once per
            pre-order deadline, however often it is sent or scheduled; guests can turn it off.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <SendReminder />
          <Button variant="secondary" onClick={() => setCreating(true)}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Schedule reminder
          </Button>
        </div>
      </div>
      <QueryState query={schedules} failedMessage={mailPageTexts.fetchMailsFailed}>
        {schedules.data &&
          (schedules.data.schedules.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">No reminder scheduled.</p>
          ) : (
            <ul aria-label="Scheduled reminders" className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
              {schedules.data.schedules.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {formatDateTime(s.runAt)}
                      <Badge tone={STATUS[s.status].tone}>{STATUS[s.status].label}</Badge>
                    </p>
                    <p className="text-sm text-slate-600">{outcome(s)}</p>
                  </div>
                  {s.status === 'scheduled' && (
                    <Button size="sm" variant="secondary" onClick={() => setCancelling(s)} aria-label={`Cancel the reminder of ${formatDateTime(s.runAt)}`}>
                      <X aria-hidden="true" className="size-4" />
                      Cancel
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ))}
      </QueryState>
      <ScheduleReminderDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel scheduled reminder"
        message={cancelling ? `The reminder of ${formatDateTime(cancelling.runAt)} will not go out.` : ''}
        confirmLabel="Cancel reminder"
        cancelLabel="Keep it"
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </section>
  );
}

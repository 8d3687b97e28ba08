import { useSearchParams } from 'react-router';
import { mailPageTexts } from './mail-page-texts.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { useAdminMails, type MailList } from './api/mails.ts';
import { MailsTable } from './mails-table.tsx';
import { ReminderSchedules } from './reminder-schedules.tsx';

const LISTS: { value: MailList; label: string; empty: string }[] = [
  { value: 'waiting', label: 'Waiting', empty: 'No mail is waiting: everything queued has been sent.' },
  { value: 'sent', label: 'Sent', empty: 'No mail sent yet.' },
  { value: 'failed', label: 'Failed', empty: 'No failed mail.' },
];
const isList = (value: string | null): value is MailList => LISTS.some((l) => l.value === value);

/** The mail outbox (issue 18): sent, waiting and failed mails with retry, and the reminder. */
export function AdminMailPage() {
  const [params, setParams] = useSearchParams();
  const status: MailList = isList(params.get('status')) ? (params.get('status') as MailList) : 'waiting';
  const mails = useAdminMails(status);
  useFailureToast(mails.error, mailPageTexts.fetchMailsFailed);
  const counts = mails.data?.counts;
  const countOf = (list: MailList) => (counts ? (list === 'waiting' ? counts.waiting + counts.sending : counts[list]) : undefined);
  const list = LISTS.find((l) => l.value === status)!;

  return (
    <>
      <PageHeader title="Mail" description="Every mail the shop sends waits here until it has gone; a failed one can be sent again." />
      <ReminderSchedules />
      <Tabs
        label="Mails"
        value={status}
        onValueChange={(value) => setParams({ status: value }, { replace: true })}
        items={LISTS.map((l) => ({ value: l.value, label: countOf(l.value) === undefined ? l.label : `${l.label} (${countOf(l.value)})` }))}
      >
        <QueryState query={mails} failedMessage={mailPageTexts.fetchMailsFailed}>
          {mails.data && (
            <div aria-busy={mails.isFetching} className={mails.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <MailsTable mails={mails.data.mails} label={`${list.label} mails`} empty={list.empty} />
            </div>
          )}
        </QueryState>
      </Tabs>
    </>
  );
}

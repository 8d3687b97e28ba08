import { PageHeader } from '#web/components/ui/page-header.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { useUrlParams } from '#web/lib/use-url-params.ts';
import { useAdminMails, type MailList } from './api/mails.ts';
import { MailsTable } from './mails-table.tsx';
import { ReminderSchedules } from './reminder-schedules.tsx';

/** The three lists: the tab's name, the list's name for assistive technology, and what an empty one says. */
const LISTS: { value: MailList; tabKey: string; listKey: string; emptyKey: string }[] = [
  { value: 'waiting', tabKey: 'admin.mail.tabWaiting', listKey: 'admin.mail.listWaiting', emptyKey: 'admin.mail.emptyWaiting' },
  { value: 'sent', tabKey: 'admin.mail.tabSent', listKey: 'admin.mail.listSent', emptyKey: 'admin.mail.emptySent' },
  { value: 'failed', tabKey: 'admin.mail.tabFailed', listKey: 'admin.mail.listFailed', emptyKey: 'admin.mail.emptyFailed' },
];
const isList = (value: string | null): value is MailList => LISTS.some((l) => l.value === value);

/** The mail outbox (docs/decisions/022, 023): sent, waiting and failed mails with retry, and the reminder. */
export function AdminMailPage() {
  const url = useUrlParams();
  const status: MailList = isList(url.params.get('status')) ? (url.params.get('status') as MailList) : 'waiting';
  const mails = useAdminMails(status);
  const failed = t('admin.mail.fetchFailed');
  useFailureToast(mails.error, failed);
  const counts = mails.data?.counts;
  const countOf = (list: MailList) => (counts ? (list === 'waiting' ? counts.waiting + counts.sending : counts[list]) : undefined);
  const list = LISTS.find((l) => l.value === status)!;
  const tabLabel = ({ value, tabKey }: (typeof LISTS)[number]) => {
    const count = countOf(value);
    return count === undefined ? t(tabKey) : t('admin.mail.tabWithCount', { list: t(tabKey), count: formatNumber(count) });
  };

  return (
    <>
      <PageHeader title={t('title.admin.mail')} description={t('admin.mail.description')} />
      <ReminderSchedules />
      <Tabs
        label={t('admin.mail.tabsLabel')}
        value={status}
        onValueChange={(value) => url.set('status', value)}
        items={LISTS.map((l) => ({ value: l.value, label: tabLabel(l) }))}
      >
        <QueryState query={mails} failedMessage={failed}>
          {mails.data && (
            <div aria-busy={mails.isFetching} className={mails.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <MailsTable mails={mails.data.mails} label={t(list.listKey)} empty={t(list.emptyKey)} />
            </div>
          )}
        </QueryState>
      </Tabs>
    </>
  );
}

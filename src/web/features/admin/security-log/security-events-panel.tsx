import { useState } from 'react';
import { SECURITY_EVENT_KINDS } from '#shared/constants.ts';
import type { SecurityEventEntry } from '#shared/schemas/admin-logs.ts';
import type { Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { Options, SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { securityEventsCsvUrl, useSecurityEvents } from '#web/features/admin/security-log/api/logs.ts';
import { DateRange } from './date-range.tsx';
import { useDateRange, useSearchFilter } from './log-filters.ts';
import { detailName, kindName } from './event-kinds.ts';
import { LogResults, useLogPages } from './log-pages.tsx';
import { LogTime, Unknown, ValueList } from './log-values.tsx';

// Built at render time, so the headers follow the active language.
const columns = (): Column<SecurityEventEntry>[] => [
  {
    header: t('admin.securityLog.event'),
    cell: (event) => (
      <>
        <span className="font-medium">{kindName(event.kind)}</span>
        <span className="block font-mono text-xs text-slate-500">{event.kind}</span>
      </>
    ),
  },
  { header: t('admin.securityLog.when'), cell: (event) => <LogTime iso={event.createdAt} /> },
  { header: t('admin.securityLog.account'), cell: (event) => (event.email ? <EmailText email={event.email} wholeOnWide /> : <Unknown />) },
  { header: t('admin.securityLog.address'), cell: (event) => (event.ipAddress ? <span className="font-mono [overflow-wrap:anywhere]">{event.ipAddress}</span> : <Unknown />) },
  {
    header: t('admin.securityLog.details'),
    wide: true,
    className: 'min-w-64',
    cell: (event) => (event.detail ? <ValueList values={event.detail} nameOf={detailName} /> : <Unknown />),
  },
];

/** What happened at the door: filters, the table, Newer and Older, and the export of what the filters find. */
export function SecurityEventsPanel() {
  const [kind, setKind] = useState('');
  const user = useSearchFilter();
  const address = useSearchFilter();
  const range = useDateRange();
  const pages = useLogPages();
  const filter = { kind: kind || undefined, user: user.asked, address: address.asked, ...range.asked };
  const events = useSecurityEvents(filter, { before: pages.before });
  const change = pages.filterWith;

  return (
    <>
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[14rem_minmax(0,1fr)_10rem_auto]">
        <SelectField className="col-span-2 lg:col-span-1" label={t('admin.securityLog.event')} value={kind} onChange={change(setKind)}>
          <option value="">{t('admin.securityLog.allEvents')}</option>
          <Options values={SECURITY_EVENT_KINDS} label={kindName} />
        </SelectField>
        <TextField label={t('admin.securityLog.account')} type="search" placeholder={t('admin.securityLog.accountPlaceholder')} value={user.text} onChange={change(user.setText)} />
        <TextField label={t('admin.securityLog.address')} type="search" placeholder={t('admin.securityLog.addressPlaceholder')} value={address.text} onChange={change(address.setText)} />
        <DateRange range={range} change={change} />
      </div>
      <LogResults kind="security" log={events} rowsOf={(page) => page.events} pages={pages} csvUrl={securityEventsCsvUrl(filter)} columns={columns()} />
    </>
  );
}

import type { AuditLogEntry } from '#shared/schemas/admin-logs.ts';
import type { Column } from '#web/components/ui/data-table.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { auditLogCsvUrl, useAuditLog } from '#web/features/admin/security-log/api/logs.ts';
import { LogResults, useLogPages } from './log-pages.tsx';
import { DateRange } from './date-range.tsx';
import { useDateRange, useSearchFilter } from './log-filters.ts';
import { LogTime, Snapshot, Unknown } from './log-values.tsx';

function Changes({ entry }: { entry: AuditLogEntry }) {
  const parts = [
    { label: t('admin.securityLog.before'), value: entry.before },
    { label: t('admin.securityLog.after'), value: entry.after },
  ].filter((part) => part.value !== null && part.value !== undefined);
  if (parts.length === 0) return <span className="text-slate-500">{t('admin.securityLog.nothingRecorded')}</span>;
  return (
    <div className="grid gap-2">
      {parts.map((part) => (
        <div key={part.label}>
          <p className="text-xs font-semibold text-slate-500">{part.label}</p>
          <Snapshot value={part.value} />
        </div>
      ))}
    </div>
  );
}

// Built at render time, so the headers follow the active language.
const columns = (): Column<AuditLogEntry>[] => [
  // Whole on a wide screen; on a card an unusually long action may break anywhere.
  { header: t('admin.securityLog.action'), className: 'whitespace-nowrap', cell: (entry) => <span className="font-mono font-medium [overflow-wrap:anywhere]">{entry.action}</span> },
  { header: t('admin.securityLog.when'), cell: (entry) => <LogTime iso={entry.createdAt} /> },
  { header: t('admin.securityLog.actor'), cell: (entry) => (entry.actorEmail ? <EmailText email={entry.actorEmail} wholeOnWide /> : <Unknown />) },
  {
    header: t('admin.securityLog.entity'),
    cell: (entry) => (
      <>
        {entry.entity}
        {entry.entityId && <span className="block font-mono text-xs text-slate-500 [overflow-wrap:anywhere]">{entry.entityId}</span>}
      </>
    ),
  },
  { header: t('admin.securityLog.changes'), wide: true, className: 'min-w-64', cell: (entry) => <Changes entry={entry} /> },
];

/** What admins and staff changed: filters, the table, Newer and Older, and the export of what the filters find. */
export function AuditLogPanel() {
  const actor = useSearchFilter();
  const action = useSearchFilter();
  const entity = useSearchFilter();
  const range = useDateRange();
  const pages = useLogPages();
  const filter = { actor: actor.asked, action: action.asked, entity: entity.asked, ...range.asked };
  const log = useAuditLog(filter, { before: pages.before });
  const change = pages.filterWith;

  return (
    <>
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_12rem_10rem_auto]">
        <TextField className="col-span-2 lg:col-span-1" label={t('admin.securityLog.actor')} type="search" placeholder={t('admin.securityLog.actorPlaceholder')} value={actor.text} onChange={change(actor.setText)} />
        <TextField label={t('admin.securityLog.action')} type="search" placeholder={t('admin.securityLog.actionPlaceholder')} value={action.text} onChange={change(action.setText)} />
        <TextField label={t('admin.securityLog.entity')} type="search" placeholder={t('admin.securityLog.entityPlaceholder')} value={entity.text} onChange={change(entity.setText)} />
        <DateRange range={range} change={change} />
      </div>
      <LogResults kind="audit" log={log} rowsOf={(page) => page.entries} pages={pages} csvUrl={auditLogCsvUrl(filter)} columns={columns()} />
    </>
  );
}

import type { ChangeEvent } from 'react';
import { TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import type { DateRangeFilter } from './log-filters.ts';

type ChangeWith = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => void;

/**
 * From and to, whole days in the festival's time zone, both included (the server checks their order too). `change`
 * wraps each setter, as the log's other filters do (back to the newest page).
 */
export function DateRange({ range, change }: { range: DateRangeFilter; change: ChangeWith }) {
  return (
    <div className="col-span-2 grid grid-cols-2 gap-3 lg:col-span-1">
      <TextField label={t('admin.securityLog.from')} type="date" value={range.from} max={range.to || undefined} onChange={change(range.setFrom)} />
      <TextField label={t('admin.securityLog.to')} type="date" value={range.to} min={range.from || undefined} onChange={change(range.setTo)} />
    </div>
  );
}

import type { ChangeEvent } from 'react';
import { TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/** From and to, whole days in the festival's time zone, both included (the server checks their order too). */
export function DateRange({ from, to, onFrom, onTo }: { from: string; to: string; onFrom(event: ChangeEvent<HTMLInputElement>): void; onTo(event: ChangeEvent<HTMLInputElement>): void }) {
  return (
    <div className="col-span-2 grid grid-cols-2 gap-3 lg:col-span-1">
      <TextField label={t('admin.securityLog.from')} type="date" value={from} max={to || undefined} onChange={onFrom} />
      <TextField label={t('admin.securityLog.to')} type="date" value={to} min={from || undefined} onChange={onTo} />
    </div>
  );
}

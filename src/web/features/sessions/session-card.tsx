import { useId } from 'react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { AccountSession } from '#shared/schemas/sessions.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { deviceName, isPhone } from './device-name.ts';

/** One session: its device, where it signed in from, when, and when it was last used; other sessions can be ended. */
export function SessionCard({ session, onEnd }: { session: AccountSession; onEnd?: () => void }) {
  const headingId = useId();
  const Icon = isPhone(session) ? Smartphone : Monitor;
  const details: [string, string][] = [
    [t('sessions.address'), session.ipAddress ?? t('sessions.unknownAddress')],
    [t('sessions.signedIn'), formatDateTime(session.createdAt)],
    // The server notes use every few minutes; the session asking is in use right now.
    [t('sessions.lastActive'), session.current ? t('sessions.activeNow') : formatDateTime(session.lastSeenAt)],
  ];
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="flex min-w-0 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {deviceName(session)}
            {session.current && <Badge tone="success">{t('sessions.thisDevice')}</Badge>}
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {onEnd && (
        <Button variant="secondary" size="sm" className="self-start whitespace-nowrap" onClick={onEnd} aria-describedby={headingId}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('sessions.end')}
        </Button>
      )}
    </article>
  );
}

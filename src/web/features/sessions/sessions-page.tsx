import { useState } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import type { AccountSession } from '#shared/schemas/sessions.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '#web/components/ui/states.tsx';
import { useAccountSessions, useEndOtherSessions, useEndSession } from './api/sessions.ts';
import { deviceName } from './device-name.ts';
import { SessionCard } from './session-card.tsx';

/** What the confirmation asks about: one other session, or all of them (no session named). */
type Ending = { session: AccountSession | null };

/**
 * "Your sessions" (docs/product.md#accounts-and-sessions): where the account is signed in, and ending the sessions
 * of other devices. This one is ended by signing out.
 */
export function SessionsPage() {
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  const chosen = ending?.session;

  const confirm = async () => {
    if (chosen) {
      await submit(() => endOne.mutateAsync(chosen.id), { success: t('sessionEnded'), fallback: t('sessions.endFailed') });
    } else if (ending) {
      await submit(() => endOthers.mutateAsync(), {
        success: (answer) => t('otherSessionsEnded', { n: answer.ended }),
        fallback: t('sessions.endFailed'),
      });
    }
    setEnding(null);
  };

  let body;
  if (sessions.isPending) body = <Spinner className="py-16" message={t('sessions.loading')} />;
  else if (sessions.isError) {
    body = (
      <ErrorState title={t('sessions.failedTitle')} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching}>
        {errorMessage(sessions.error, t('sessions.failed'))}
      </ErrorState>
    );
  } else {
    const current = sessions.data.filter((s) => s.current);
    body = (
      <div className="flex flex-col gap-8">
        {current.length > 0 && (
          <section aria-labelledby="this-session" className="flex flex-col gap-3">
            <h2 id="this-session" className="text-lg font-semibold text-slate-900">
              {t('sessions.current')}
            </h2>
            {current.map((session) => (
              <SessionCard key={session.id} session={session} />
            ))}
          </section>
        )}
        <section aria-labelledby="other-sessions" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="other-sessions" className="text-lg font-semibold text-slate-900">
              {t('sessions.others', { count: formatNumber(others.length) })}
            </h2>
            {others.length > 0 && (
              <Button variant="danger-ghost" size="sm" onClick={() => setEnding({ session: null })}>
                {t('sessions.endOthers')}
              </Button>
            )}
          </div>
          {others.length === 0 ? (
            <EmptyState compact icon={MonitorSmartphone} title={t('sessions.noOthers')} className="card">
              {t('sessions.noOthersText')}
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-3">
              {others.map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} onEnd={() => setEnding({ session })} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('nav.sessions')} description={t('sessions.description')} />
      {body}
      <ConfirmDialog
        open={ending !== null}
        title={chosen ? t('sessions.endTitle') : t('sessions.endOthersTitle')}
        message={chosen ? t('sessions.endText', { device: deviceName(chosen) }) : t('sessions.endOthersText')}
        confirmLabel={chosen ? t('sessions.end') : t('sessions.endOthers')}
        busy={endOne.isPending || endOthers.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setEnding(null)}
      />
    </>
  );
}

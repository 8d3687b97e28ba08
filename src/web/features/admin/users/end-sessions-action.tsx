import { useState } from 'react';
import { LogOut } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { useEndUserSessions } from '#web/features/admin/users/api/user-sessions.ts';

/**
 * "End all sessions" on a user's page, after a confirmation: the user is signed out everywhere. On the admin's own
 * page the session they act from stays (the server keeps it), and the question says so.
 */
export function EndSessionsAction({ user }: { user: Profile }) {
  const { profile } = useSession();
  const endSessions = useEndUserSessions();
  const [asking, setAsking] = useState(false);
  const own = profile?.id === user.id;

  const confirm = async () => {
    await submit(() => endSessions.mutateAsync(user.id), {
      success: (answer) => t('userSessionsEnded', { email: user.email, n: answer.ended }),
      fallback: t('admin.users.endSessionsFailed'),
    });
    setAsking(false);
  };

  return (
    <>
      <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={() => setAsking(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('admin.users.endSessions')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('admin.users.endSessionsTitle')}
        message={own ? t('admin.users.endOwnSessionsText') : t('admin.users.endSessionsText', { email: user.email })}
        confirmLabel={t('admin.users.endSessions')}
        busy={endSessions.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

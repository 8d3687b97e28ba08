import { LogOut } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog, useConfirmedAction } from '#web/components/ui/confirm-dialog.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { useEndUserSessions } from '#web/features/admin/users/api/user-sessions.ts';

/**
 * "End all sessions" on a user's page, after a confirmation: the user is signed out everywhere. On the admin's own
 * page the session they act from stays (the server keeps it), and the question says so.
 */
export function EndSessionsAction({ user }: { user: Profile }) {
  const { profile } = useSession();
  const endSessions = useEndUserSessions();
  const own = profile?.id === user.id;
  const confirm = useConfirmedAction(
    () => endSessions.mutateAsync(user.id),
    () => ({ success: (answer) => t('userSessionsEnded', { email: user.email, n: answer.ended }), fallback: t('admin.users.endSessionsFailed') }),
  );

  return (
    <>
      <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={() => confirm.ask(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('admin.users.endSessions')}
      </Button>
      <ConfirmDialog
        {...confirm.dialog}
        title={t('admin.users.endSessionsTitle')}
        message={own ? t('admin.users.endOwnSessionsText') : t('admin.users.endSessionsText', { email: user.email })}
        confirmLabel={t('admin.users.endSessions')}
        busy={endSessions.isPending}
      />
    </>
  );
}

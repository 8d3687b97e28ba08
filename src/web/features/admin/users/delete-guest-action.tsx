import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UserX } from 'lucide-react';
import { ERROR_CODES } from '#shared/api-error.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { tokensText } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { paths } from '#web/lib/paths.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useDeleteGuest } from '#web/features/admin/users/api/users.ts';

/**
 * "Delete account" on a guest's page, for a guest who asked for it (docs/decisions/041): the dialog says what stays
 * and what goes; with tokens left the admin ticks that the guest gives them up. Afterwards the users list opens.
 */
export function DeleteGuestAction({ user }: { user: Profile }) {
  const [open, setOpen] = useState(false);
  const [givesUp, setGivesUp] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const deletion = useDeleteGuest();
  const navigate = useNavigate();
  const balance = user.tokenBalance;

  const close = () => {
    setOpen(false);
    setGivesUp(false);
    setProblem(null);
  };
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (balance > 0 && !givesUp) return setProblem(t('admin.users.deleteGiveUpRequired'));
    await submit(() => deletion.mutateAsync({ userId: user.id, giveUpTokens: givesUp }), {
      success: t('guestDeleted'),
      fallback: t('admin.users.deleteFailed'),
      // Pending orders or a balance that changed meanwhile: said in the dialog, where the admin is looking.
      handleError: (error) => {
        if (!(error instanceof ApiError) || (error.code !== ERROR_CODES.pendingOrders && error.code !== ERROR_CODES.balanceLeft)) return false;
        setProblem(errorMessage(error, t('admin.users.deleteFailed')));
        return true;
      },
      onSuccess: () => void navigate(paths.admin.users, { replace: true }),
    });
  };

  return (
    <>
      <Button size="sm" variant="danger" className="whitespace-nowrap" onClick={() => setOpen(true)}>
        <UserX aria-hidden="true" className="size-4" />
        {t('admin.users.deleteGuest')}
      </Button>
      <FormDialog
        open={open}
        onClose={close}
        title={t('admin.users.deleteGuestTitle')}
        description={t('admin.users.deleteGuestText', { email: user.email })}
        size="sm"
        onSubmit={(event) => void onSubmit(event)}
        busy={deletion.isPending}
        submitLabel={t('admin.users.deleteGuest')}
        spaced
        destructive
      >
        {problem && (
          <Notice tone="danger" role="alert">
            {problem}
          </Notice>
        )}
        {balance > 0 && (
          <label className="flex min-h-11 items-start gap-3 text-sm font-medium text-slate-800">
            <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-600" checked={givesUp} onChange={(e) => setGivesUp(e.target.checked)} />
            {t('admin.users.deleteGiveUpTokens', { tokens: tokensText(balance) })}
          </label>
        )}
      </FormDialog>
    </>
  );
}

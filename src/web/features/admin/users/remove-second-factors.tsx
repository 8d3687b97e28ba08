import { ShieldOff } from 'lucide-react';
import type { Profile } from '#shared/schemas/auth.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog, useConfirmedAction } from '#web/components/ui/confirm-dialog.tsx';
import { useRemoveSecondFactors } from '#web/features/admin/users/api/users.ts';

/**
 * For a person who lost their authenticator app, passkeys and recovery codes alike (docs/decisions/038): removes
 * every second factor of the account, after a confirmation. The server asks this admin for a step-up first, audits
 * it and mails the owner.
 */
export function RemoveSecondFactors({ user }: { user: Profile }) {
  const remove = useRemoveSecondFactors();
  const confirm = useConfirmedAction(
    () => remove.mutateAsync(user.id),
    () => ({ success: () => t('secondFactorReset', { email: user.email }), fallback: t('admin.users.removeSecondFactorsFailed') }),
    { keepOpenOnFailure: true },
  );
  return (
    <>
      <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={() => confirm.ask(true)}>
        <ShieldOff aria-hidden="true" className="size-4" />
        {t('admin.users.removeSecondFactors')}
      </Button>
      <ConfirmDialog
        {...confirm.dialog}
        title={t('admin.users.removeSecondFactors')}
        message={t('admin.users.removeSecondFactorsText', { email: user.email })}
        confirmLabel={t('admin.users.removeSecondFactorsConfirm')}
        busy={remove.isPending}
      />
    </>
  );
}

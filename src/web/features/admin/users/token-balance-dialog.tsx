import type { Profile } from '#shared/schemas/auth.ts';
import { ADJUSTMENT_REASON_MAX, tokenBalanceBody } from '#shared/schemas/admin-users.ts';
import { tokensText } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { WholeNumberField } from '#web/components/ui/whole-number-field.tsx';
import { useSetTokenBalance } from '#web/features/admin/users/api/users.ts';

/** Sets a balance and says why; the server books the difference as one ledger adjustment carrying the reason. */
export function TokenBalanceDialog({ user, onClose }: { user: Profile | null; onClose(): void }) {
  const setBalance = useSetTokenBalance();
  const form = useDialogForm(tokenBalanceBody, user !== null, { tokenBalance: user?.tokenBalance ?? 0, reason: '' });

  return (
    <SubmitFormDialog
      open={user !== null}
      onClose={onClose}
      title={t('admin.users.tokenBalanceTitle')}
      description={user ? t('admin.users.currentBalance', { email: user.email, balance: tokensText(user.tokenBalance) }) : undefined}
      size="sm"
      form={form}
      send={async (body) => {
        if (user) return setBalance.mutateAsync({ userId: user.id, ...body });
      }}
      feedback={{ success: () => t('tokenBalanceUpdated'), fallback: t('updateTokenBalanceFailed') }}
      submitLabel={t('admin.users.saveBalance')}
    >
      <WholeNumberField
        label={t('admin.users.newBalance')}
        hint={t('admin.users.newBalanceHint')}
        error={form.formState.errors.tokenBalance?.message}
        {...form.register('tokenBalance', { valueAsNumber: true })}
      />
      <TextAreaField
        label={t('admin.users.reason')}
        hint={t('admin.users.reasonHint')}
        maxLength={ADJUSTMENT_REASON_MAX}
        rows={2}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </SubmitFormDialog>
  );
}

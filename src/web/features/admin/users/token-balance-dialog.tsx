import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { tokenBalanceBody } from '#shared/schemas/admin-users.ts';
import { submitForm } from '#web/lib/submit.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSetTokenBalance } from '#web/features/admin/users/api/users.ts';

/** Sets a balance; the server books the difference as one ledger adjustment. */
export function TokenBalanceDialog({ user, onClose }: { user: Profile | null; onClose(): void }) {
  const setBalance = useSetTokenBalance();
  const form = useDialogForm(tokenBalanceBody, user !== null, { tokenBalance: user?.tokenBalance ?? 0 });

  const onSubmit = submitForm(
    form,
    async ({ tokenBalance }) => {
      if (user) return setBalance.mutateAsync({ userId: user.id, tokenBalance });
    },
    { success: (result) => result?.message ?? '', fallback: msg.updateTokenBalanceFailed, onSuccess: onClose },
  );

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title="Edit Token Balance"
      description={user ? `${user.email} currently has ${user.tokenBalance} tokens.` : undefined}
      size="sm"
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
      submitLabel="Save Balance"
    >
      <TextField
        label="New balance (tokens)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint="The difference is recorded in the user's token statement."
        error={form.formState.errors.tokenBalance?.message}
        {...form.register('tokenBalance', { valueAsNumber: true })}
      />
    </FormDialog>
  );
}

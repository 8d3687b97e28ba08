import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '#shared/messages.ts';
import type { Profile } from '#shared/schemas/auth.ts';
import { tokenBalanceBody } from '#shared/schemas/admin-users.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSetTokenBalance } from '#web/features/admin/users/api/users.ts';

/** Sets a balance; the server books the difference as one ledger adjustment. */
export function TokenBalanceDialog({ user, onClose }: { user: Profile | null; onClose(): void }) {
  const setBalance = useSetTokenBalance();
  const form = useForm({ resolver: zodResolver(tokenBalanceBody), defaultValues: { tokenBalance: 0 } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (user) reset({ tokenBalance: user.tokenBalance });
  }, [user, reset]);

  const onSubmit = handleSubmit(async ({ tokenBalance }) => {
    if (!user) return;
    await submit(() => setBalance.mutateAsync({ userId: user.id, tokenBalance }), {
      form,
      success: ({ message }) => message,
      fallback: msg.updateTokenBalanceFailed,
      onSuccess: onClose,
    });
  });

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Token Balance"
      description={user ? `${user.email} currently has ${user.tokenBalance} tokens.` : undefined}
      size="sm"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="New balance (tokens)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="The difference is recorded in the user's token statement."
          error={errors.tokenBalance?.message}
          {...register('tokenBalance', { valueAsNumber: true })}
        />
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Save Balance
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '#shared/messages.ts';
import { changePasswordBody } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { PasswordField } from '#web/components/ui/credential-fields.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const changePassword = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordBody), defaultValues: emptyValues });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const close = () => {
    reset(emptyValues);
    onOpenChange(false);
  };

  const onSubmit = handleSubmit((values) =>
    submit(() => changePassword.mutateAsync(values), {
      form,
      success: ({ message }) => message || msg.passwordChanged,
      fallback: msg.changePasswordFailed,
      onSuccess: close,
    }),
  );

  const busy = isSubmitting || changePassword.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Change Password"
      size="sm"
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordField
          label="Current password"
          purpose="current"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="New password"
          purpose="new"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          purpose="new"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <FormActions className="mt-2">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Changing...' : 'Change'}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

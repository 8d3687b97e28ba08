import { msg } from '#shared/messages.ts';
import { changePasswordBody } from '#shared/schemas/auth.ts';
import { submitForm } from '#web/lib/submit.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { PasswordField } from '#web/components/ui/credential-fields.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const changePassword = useChangePassword();
  const form = useDialogForm(changePasswordBody, open, emptyValues);
  const { errors } = form.formState;
  const close = () => onOpenChange(false);

  const onSubmit = submitForm(form, (values) => changePassword.mutateAsync(values), {
    success: ({ message }) => message || msg.passwordChanged,
    fallback: msg.changePasswordFailed,
    onSuccess: close,
  });

  const busy = form.formState.isSubmitting || changePassword.isPending;

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Change Password"
      size="sm"
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={busy ? 'Changing...' : 'Change'}
      spaced
    >
      <PasswordField
        label="Current password"
        purpose="current"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField label="New password" purpose="new" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <PasswordField
        label="Confirm new password"
        purpose="new"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </FormDialog>
  );
}

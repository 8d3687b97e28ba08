import { changePasswordBody } from '#shared/schemas/auth.ts';
import { submitForm } from '#web/lib/submit.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { PasswordField } from '#web/components/ui/credential-fields.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { t } from '#web/lib/i18n/i18n.ts';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const changePassword = useChangePassword();
  const form = useDialogForm(changePasswordBody, open, emptyValues);
  const { errors } = form.formState;
  const close = () => onOpenChange(false);

  const onSubmit = submitForm(form, (values) => changePassword.mutateAsync(values), {
    success: () => t('passwordChanged'),
    fallback: t('changePasswordFailed'),
    onSuccess: close,
  });

  const busy = form.formState.isSubmitting || changePassword.isPending;

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('nav.changePassword')}
      size="sm"
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={busy ? t('auth.changing') : t('auth.change')}
      spaced
    >
      <PasswordField
        label={t('auth.currentPassword')}
        purpose="current"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField label={t('auth.newPassword')} purpose="new" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        purpose="new"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </FormDialog>
  );
}

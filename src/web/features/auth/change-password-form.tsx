import { useWatch } from 'react-hook-form';
import { changePasswordBody } from '#shared/schemas/auth.ts';
import { submitForm } from '#web/lib/submit.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { PasswordField } from '#web/components/ui/credential-fields.tsx';
import { PasswordStrength } from '#web/components/ui/password-strength.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { t } from '#web/lib/i18n/i18n.ts';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The change of one's password, wherever it is asked for (the header's dialog, the back office's first visit
 * with a generated password): its form, its submit handler and whether it is being sent. `shown` starts the
 * form afresh each time it is shown again.
 */
export function useChangePasswordForm(shown: boolean, onDone?: () => void) {
  const changePassword = useChangePassword();
  const form = useDialogForm(changePasswordBody, shown, emptyValues);
  const onSubmit = submitForm(form, (values) => changePassword.mutateAsync(values), {
    success: () => t('passwordChanged'),
    fallback: t('changePasswordFailed'),
    onSuccess: onDone,
  });
  const busy = form.formState.isSubmitting || changePassword.isPending;
  return { form, onSubmit, busy, submitLabel: busy ? t('auth.changing') : t('auth.change') };
}

/** Current password, new password with its strength for the signed-in account, and its confirmation. */
export function ChangePasswordFields({ form }: { form: ReturnType<typeof useChangePasswordForm>['form'] }) {
  const { errors } = form.formState;
  const { profile } = useSession();
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  return (
    <>
      <PasswordField
        label={t('auth.currentPassword')}
        purpose="current"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField label={t('auth.newPassword')} purpose="new" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <PasswordStrength password={newPassword} role={profile?.role ?? 'user'} email={profile?.email} />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        purpose="new"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
    </>
  );
}

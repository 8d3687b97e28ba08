import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { ChangePasswordFields, useChangePasswordForm } from '#web/features/auth/change-password-form.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  const { form, onSubmit, busy, submitLabel } = useChangePasswordForm(open, close);

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('nav.changePassword')}
      size="sm"
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={submitLabel}
      spaced
    >
      <ChangePasswordFields form={form} />
    </FormDialog>
  );
}

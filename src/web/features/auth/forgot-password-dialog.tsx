import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { forgotPasswordBody } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { EmailField } from '#web/components/ui/credential-fields.tsx';
import { useForgotPassword } from '#web/features/auth/api/forgot-password.ts';
import { t } from '#web/lib/i18n/i18n.ts';

type ForgotPasswordDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; initialEmail: string };

export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: ForgotPasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.forgotTitle')}
      description={t('auth.forgotText')}
      size="sm"
    >
      {/* Mounted per opening so every visit starts from a fresh form and answer. */}
      {open && <ForgotPasswordForm initialEmail={initialEmail} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ForgotPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: initialEmail } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  // The answer shows in place of the form (forgot.isSuccess), so success has no notification.
  const onSubmit = handleSubmit((values) => submit(() => forgot.mutateAsync(values), { form, fallback: t('unexpectedError') }));

  if (forgot.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success" icon={CircleCheck} role="status">
          {t('resetRequested')}
        </Notice>
        <Button variant="secondary" onClick={onDone}>
          {t('common.close')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" fullWidth busy={isSubmitting || forgot.isPending}>
        {t('auth.sendResetLink')}
      </Button>
    </form>
  );
}

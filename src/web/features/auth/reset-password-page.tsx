import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { resetPasswordBody } from '#shared/schemas/auth.ts';
import { paths } from '#web/lib/paths.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { Notice } from '#web/components/ui/notice.tsx';
import { PasswordField } from '#web/components/ui/credential-fields.tsx';
import { PasswordStrength } from '#web/components/ui/password-strength.tsx';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';

  return (
    <section aria-labelledby="reset-title" className="mx-auto w-full max-w-md py-4 sm:py-10">
      <div className="card p-6 sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" className="size-5" />
          </span>
          <h1 id="reset-title" className="text-xl font-bold tracking-tight">
            {t('auth.resetTitle')}
          </h1>
        </div>
        {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
      </div>
    </section>
  );
}

function InvalidLink() {
  return (
    <div className="flex flex-col gap-4">
      <Notice tone="danger" icon={TriangleAlert} role="alert">
        {t('resetInvalid')}
      </Notice>
      <Link to={paths.login} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
        {t('auth.backToSignIn')}
      </Link>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm({ resolver: zodResolver(resetPasswordBody), defaultValues: { token, password: '', confirmPassword: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = handleSubmit((values) =>
    submit(() => reset.mutateAsync(values), {
      form,
      success: () => t('resetDone'),
      fallback: t('unexpectedError'),
      onSuccess: () => void navigate(paths.login, { replace: true }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PasswordField
        label={t('auth.newPassword')}
        purpose="new"
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      {/* The link names no account: the hint judges as for a guest, the server by the account's role and e-mail. */}
      <PasswordStrength password={password} role="user" />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        purpose="new"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {errors.token?.message && (
        <p role="alert" className="text-sm text-danger-fg">
          {t('resetInvalid')}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth busy={isSubmitting || reset.isPending}>
        {t('auth.resetPassword')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { loginBody } from '#shared/schemas/auth.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmailField, PasswordField } from '#web/components/ui/credential-fields.tsx';
import { useLogin } from '#web/features/auth/api/login.ts';
import { returnPath } from '#web/features/auth/return-path.ts';
import { ForgotPasswordDialog } from '#web/features/auth/forgot-password-dialog.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit((values) =>
    submit(() => login.mutateAsync(values), {
      form,
      fallback: t('unexpectedError'),
      // An account with a second factor goes on to its step (login-page.tsx), still on this page.
      onSuccess: (answer) => 'profile' in answer && void navigate(returnPath(location.state, answer.profile.role), { replace: true }),
    }),
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <div className="flex flex-col gap-1">
          <PasswordField
            label={t('auth.password')}
            purpose="current"
            error={errors.password?.message}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="-mr-2 inline-flex min-h-11 items-center self-end rounded-md px-2 text-sm font-medium text-brand-700 hover:underline sm:min-h-8"
          >
            {t('auth.forgotPassword')}
          </button>
        </div>
        <Button type="submit" size="lg" fullWidth busy={isSubmitting || login.isPending}>
          {t('nav.signIn')}
        </Button>
      </form>
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        initialEmail={forgotOpen ? getValues('email') : ''}
      />
    </>
  );
}

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import { registerBody, type RegisterBody } from '#shared/schemas/auth.ts';
import { loungeLabel } from '#shared/constants.ts';
import { paths } from '#web/lib/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { EmailField, PasswordField } from '#web/components/ui/credential-fields.tsx';
import { PasswordStrength } from '#web/components/ui/password-strength.tsx';
import { useApply } from '#web/features/auth/api/apply.ts';
import { useRegister } from '#web/features/auth/api/register.ts';
import { ApplicationOffer } from '#web/features/auth/application-offer.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

export function RegisterForm() {
  const registration = useRegister();
  const application = useApply();
  const navigate = useNavigate();
  const [offerApplication, setOfferApplication] = useState(false);
  const form = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: { email: '', password: '', bookingNumber: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });

  const finish = (message: string) => {
    toast.dismiss();
    toast.success(message);
    navigate(paths.shop, { replace: true });
  };

  const onRegister = handleSubmit((values) =>
    submit(() => registration.mutateAsync(values), {
      form,
      fallback: t('registrationFailed'),
      onSuccess: ({ lounges, tokensGranted }) =>
        finish(t('registrationSuccess', { lounges: lounges.map(loungeLabel).join(', '), tokens: tokensGranted })),
      handleError: (error) => {
        const bookingInvalid = error instanceof ApiError && error.code === ERROR_CODES.bookingInvalid;
        setOfferApplication(bookingInvalid);
        // The offer box already states this error (as an alert), so no notification repeats it.
        return bookingInvalid;
      },
    }),
  );

  // Sends exactly what the guest typed, so the admin reviewing it sees the booking number they believe they hold.
  const onApply = handleSubmit((values: RegisterBody) =>
    submit(() => application.mutateAsync(values), {
      form,
      fallback: t('registrationFailed'),
      onSuccess: () => finish(t('applicationSubmitted')),
    }),
  );

  const busy = isSubmitting || registration.isPending || application.isPending;

  return (
    <form onSubmit={onRegister} noValidate className="flex flex-col gap-4">
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('auth.password')}
        purpose="new"
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrength password={password} role="user" email={email} />
      <TextField
        label={t('auth.bookingNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('auth.bookingNumberHint')}
        error={errors.bookingNumber?.message}
        {...register('bookingNumber')}
      />
      {offerApplication && (
        <ApplicationOffer onApply={() => void onApply()} busy={application.isPending} disabled={busy} />
      )}
      <Button type="submit" size="lg" fullWidth busy={isSubmitting || registration.isPending} disabled={busy}>
        {t('auth.register')}
      </Button>
    </form>
  );
}

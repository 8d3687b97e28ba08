import { KeyRound } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { ChangePasswordFields, useChangePasswordForm } from '#web/features/auth/change-password-form.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/**
 * What the back office shows instead of any of its pages while the account's password is the one the server
 * generated and printed at its first start (the API refuses those pages meanwhile). A new password reloads the
 * profile, and the page that was asked for opens.
 */
export function PasswordChangeRequired() {
  const { form, onSubmit, busy, submitLabel } = useChangePasswordForm(true);
  return (
    <div className="mx-auto w-full max-w-md">
      <section aria-labelledby="password-change-required" className="card p-6">
        <KeyRound aria-hidden="true" className="mb-3 size-8 text-brand-600" />
        <h1 id="password-change-required" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('auth.passwordChangeTitle')}
        </h1>
        <p className="mt-2 mb-5 text-sm text-slate-600">{t('auth.passwordChangeText')}</p>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <ChangePasswordFields form={form} />
          <Button type="submit" size="lg" fullWidth busy={busy} className="mt-2">
            {submitLabel}
          </Button>
        </form>
      </section>
    </div>
  );
}

import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ERROR_CODES } from '#shared/api-error.ts';
import { deleteAccountBody } from '#shared/schemas/data-rights.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { paths } from '#web/lib/paths.ts';
import { submit } from '#web/lib/submit.ts';
import { tokensText } from '#web/lib/format.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { sessionQueryKey, setSignedOut } from '#web/features/auth/api/session.ts';
import { useDeleteAccount } from './api/delete-account.ts';

const emptyValues = { password: '', giveUpTokens: false };

/**
 * Confirms "Delete my account" (docs/decisions/041): the password, and with a balance above 0 the tick that the tokens
 * are given up, which the server records as a `forfeit` ledger row. On success the session is gone (the server cleared
 * its cookie): the person is taken to the confirmation page first, then the app forgets the profile, so the account
 * pages' guard does not send them to the sign-in page instead.
 */
export function DeleteAccountDialog({ open, balance, onClose }: { open: boolean; balance: number; onClose(): void }) {
  const form = useDialogForm(deleteAccountBody, open, emptyValues);
  const deletion = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { errors } = form.formState;
  // Pending orders are something to do elsewhere first: said in the dialog, where the person is looking.
  const [pending, setPending] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    if (balance > 0 && !values.giveUpTokens) {
      form.setError('giveUpTokens', { message: t('dataRights.giveUpRequired') });
      return;
    }
    await submit(() => deletion.mutateAsync(values), {
      fallback: t('dataRights.deleteFailed'),
      form,
      handleError: (error) => {
        if (error instanceof ApiError && error.code === ERROR_CODES.pendingOrders) {
          setPending(errorMessage(error, t('dataRights.deleteFailed')));
          return true;
        }
        // The balance changed since the page was shown: the session says the new figure, the box asks again.
        if (!(error instanceof ApiError) || error.code !== ERROR_CODES.balanceLeft) return false;
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        form.setError('giveUpTokens', { message: errorMessage(error, t('dataRights.giveUpRequired')) });
        return true;
      },
      onSuccess: () => {
        flushSync(() => void navigate(paths.accountDeleted, { replace: true }));
        setSignedOut(queryClient);
      },
    });
  });

  const busy = form.formState.isSubmitting || deletion.isPending;
  return (
    <FormDialog
      open={open}
      onClose={() => {
        setPending(null);
        onClose();
      }}
      title={t('dataRights.deleteTitle')}
      description={t('dataRights.deleteDialogText')}
      size="sm"
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={busy ? t('dataRights.deleting') : t('dataRights.deleteConfirm')}
      spaced
      destructive
    >
      {pending && (
        <Notice tone="danger" role="alert">
          {pending}
        </Notice>
      )}
      {balance > 0 && (
        <div className="flex flex-col gap-2">
          <Notice tone="warning">{t('dataRights.balanceWarning', { tokens: tokensText(balance) })}</Notice>
          <label className="flex min-h-11 items-start gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              aria-invalid={errors.giveUpTokens ? true : undefined}
              aria-describedby={errors.giveUpTokens ? 'give-up-error' : undefined}
              {...form.register('giveUpTokens')}
            />
            {t('dataRights.giveUpTokens', { tokens: tokensText(balance) })}
          </label>
          {errors.giveUpTokens?.message && (
            <p id="give-up-error" role="alert" className="text-sm text-danger-fg">
              {errors.giveUpTokens.message}
            </p>
          )}
        </div>
      )}
      {/* TextField rather than PasswordField: sharing credential-fields with the sign-in forms would split it into a
          chunk of its own, one more name in the /shop first visit's entry (docs/architecture.md#web). */}
      <TextField type="password" autoComplete="current-password" label={t('dataRights.password')} error={errors.password?.message} {...form.register('password')} />
    </FormDialog>
  );
}

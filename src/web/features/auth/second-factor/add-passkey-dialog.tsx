import { useState } from 'react';
import { z } from 'zod';
import { passkeyNameField } from '#shared/schemas/second-factor.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAddPasskey } from '#web/features/auth/api/second-factor.ts';
import { passkeyFailureText } from './passkey-failure.ts';

const passkeyName = z.object({ name: passkeyNameField });

type AddPasskeyDialogProps = {
  open: boolean;
  onClose(): void;
  /** The passkey is added; the answer's recovery codes when it was the account's first factor. */
  onAdded(recoveryCodes: string[] | null): void;
};

/** A name to tell the passkey by, then the browser's own prompt makes it. */
export function AddPasskeyDialog({ open, onClose, onAdded }: AddPasskeyDialogProps) {
  const add = useAddPasskey();
  const form = useDialogForm(passkeyName, open, { name: '' });
  const [promptFailure, setPromptFailure] = useState<string | null>(null);
  return (
    <SubmitFormDialog
      open={open}
      onClose={onClose}
      title={t('secondFactor.addPasskey')}
      description={t('secondFactor.addPasskeyText')}
      form={form}
      send={({ name }) => {
        setPromptFailure(null);
        return add.mutateAsync(name);
      }}
      feedback={{
        errorField: 'name',
        fallback: t('secondFactor.passkeyAddFailed'),
        success: () => t('secondFactor.passkeyAdded'),
        onSuccess: ({ recoveryCodes }) => onAdded(recoveryCodes),
        // The server's refusals show under the name; the browser's prompt, closed or refused, says why below it.
        handleError: (error) => {
          if (error instanceof ApiError) return false;
          setPromptFailure(passkeyFailureText(error, t('secondFactor.passkeyAddFailed')));
          return true;
        },
      }}
      submitLabel={t('secondFactor.addPasskey')}
      size="sm"
    >
      <TextField
        label={t('secondFactor.passkeyName')}
        hint={t('secondFactor.passkeyNameHint')}
        autoComplete="off"
        maxLength={60}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {promptFailure && (
        <p role="alert" className="text-sm text-danger-fg">
          {promptFailure}
        </p>
      )}
    </SubmitFormDialog>
  );
}

import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import type { ButtonVariant } from '#web/components/ui/button-styles.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { submit, type SubmitOptions } from '#web/lib/submit.ts';

 /** Asks before destructive actions (docs/product.md#validation-rules); the confirm button waits for the work. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = t('common.cancel'),
  confirmVariant = 'danger',
  busy = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Say what staying means when 'Cancel' would be ambiguous (cancelling an order). */
  cancelLabel?: string;
  /** Destructive by default; a safe bulk action (completing orders) confirms in the primary style. */
  confirmVariant?: ButtonVariant;
  busy?: boolean;
  /** The answer the question depends on is not there yet (e.g. a count still loading). */
  confirmDisabled?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()} title={title} description={message} size="sm">
      <FormActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} busy={busy} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </FormActions>
    </Dialog>
  );
}

/**
 * An action asked about first (the ConfirmDialog above, docs/product.md#validation-rules): what the question is about
 * (`true` when there is only the one thing), null while none is asked. Confirming sends it through `submit` with
 * the app's feedback, then closes the question; with `keepOpenOnFailure` only a success closes it, so that a
 * failure can be tried again. Spread `dialog` into the ConfirmDialog.
 */
export function useConfirmedAction<T, R>(
  send: (subject: T) => Promise<R>,
  feedback: (subject: T) => Omit<SubmitOptions<NoInfer<R>, FieldValues>, 'form' | 'errorField'>,
  { keepOpenOnFailure = false }: { keepOpenOnFailure?: boolean } = {},
) {
  const [subject, setSubject] = useState<T | null>(null);
  const close = () => setSubject(null);

  const confirm = async (asked: T) => {
    const options = feedback(asked);
    if (!keepOpenOnFailure) {
      await submit(() => send(asked), options);
      return close();
    }
    await submit(() => send(asked), {
      ...options,
      onSuccess: (result) => {
        options.onSuccess?.(result);
        close();
      },
    });
  };

  return {
    subject,
    ask: (asked: T) => setSubject(() => asked),
    dialog: {
      open: subject !== null,
      onConfirm: () => {
        if (subject !== null) void confirm(subject);
      },
      onCancel: close,
    },
  };
}

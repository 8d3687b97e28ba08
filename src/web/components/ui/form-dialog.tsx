import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import type { DialogProps } from '#web/components/ui/dialog-panel.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { submitForm, type SubmitOptions } from '#web/lib/submit.ts';

type FormDialogProps = Pick<DialogProps, 'open' | 'title' | 'description' | 'size' | 'children'> & {
  /** Cancel, Escape, the close button and the backdrop all close through this. */
  onClose(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the form is being sent: the main action spins and Cancel waits. */
  busy: boolean;
  submitLabel: ReactNode;
  /** A little more room above the actions, for forms of several fields. */
  spaced?: boolean;
  /** The main action cannot be undone (deleting an account): it is drawn as such. */
  destructive?: boolean;
};

/** A dialog holding one form: its fields, then Cancel and the main action (the app's one layout for both). */
export function FormDialog({ open, onClose, title, description, size, onSubmit, busy, submitLabel, spaced, destructive, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={description} size={size}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        <FormActions className={spaced ? 'mt-2' : undefined}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy} variant={destructive ? 'danger' : undefined}>
            {submitLabel}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

type SubmitFormDialogProps<F extends FieldValues, T extends FieldValues, R> = Omit<FormDialogProps, 'onSubmit' | 'busy'> & {
  /** The dialog's form (useDialogForm): its fields are checked, then its values sent. */
  form: UseFormReturn<F, unknown, T>;
  send(values: T): Promise<R>;
  /** The feedback of `submitForm`; unless it says otherwise, a success closes the dialog. */
  feedback: Omit<SubmitOptions<R, F>, 'form'>;
  /** Busy besides sending (e.g. what the form shows is still loading). */
  busy?: boolean;
};

/** A FormDialog whose form is sent through `submitForm`: busy while sending, closed after a success. */
export function SubmitFormDialog<F extends FieldValues, T extends FieldValues, R>({ form, send, feedback, busy, ...dialog }: SubmitFormDialogProps<F, T, R>) {
  return (
    <FormDialog
      {...dialog}
      onSubmit={submitForm(form, send, { onSuccess: dialog.onClose, ...feedback })}
      busy={form.formState.isSubmitting || busy === true}
    />
  );
}

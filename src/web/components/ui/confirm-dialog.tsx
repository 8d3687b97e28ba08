import { Button } from '#web/components/ui/button.tsx';
import type { ButtonVariant } from '#web/components/ui/button-styles.ts';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

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

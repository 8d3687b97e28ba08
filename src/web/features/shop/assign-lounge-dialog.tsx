import { claimLoungesBody } from '#shared/schemas/shop.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useClaimLounges } from '#web/features/lounges/api/my-lounges.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { claimSuccessText } from './claim-success.ts';

/**
 * "Assign to Other Lounge": claim the lounges of another booking number (docs/product.md#validation-rules,
 * #more-lounges-and-admin-assignment).
 */
export function AssignLoungeDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const claim = useClaimLounges();
  const form = useDialogForm(claimLoungesBody, open, { bookingNumber: '' });
  const close = () => onOpenChange(false);

  return (
    <SubmitFormDialog
      open={open}
      onClose={close}
      title={t('assignToOtherLounge')}
      description={t('shop.assignText')}
      form={form}
      send={(values) => claim.mutateAsync(values)}
      // Every refusal is about the booking number, so it shows under the field.
      feedback={{ errorField: 'bookingNumber', success: claimSuccessText, fallback: t('assignLoungeFailed') }}
      submitLabel={t('shop.assign')}
    >
      <TextField
        label={t('auth.bookingNumber')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={form.formState.errors.bookingNumber?.message}
        {...form.register('bookingNumber')}
      />
    </SubmitFormDialog>
  );
}

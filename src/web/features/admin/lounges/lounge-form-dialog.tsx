import type { DefaultValues } from 'react-hook-form';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { loungeBody, type AdminLounge, type LoungeBody } from '#shared/schemas/admin-lounges.ts';
import { submitForm } from '#web/lib/submit.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveLounge } from '#web/features/admin/lounges/api/lounges.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';

export const BOOKING_NUMBER_HINT = 'Add the booking number once the lounge is booked, so that the guest can register with it.';

const valuesOf = (lounge: AdminLounge | null): DefaultValues<LoungeBody> =>
  lounge
    ? {
        tableNumber: lounge.tableNumber,
        category: lounge.category,
        day: lounge.day ?? undefined,
        minimumConsumptionTokens: lounge.minimumConsumptionTokens,
        bookingNumber: lounge.bookingNumber ?? '',
      }
    : { tableNumber: '', category: '', day: undefined, minimumConsumptionTokens: 0, bookingNumber: '' };

/** 'Add Lounge' and edit share this form; it opens empty for a new lounge and filled for an edit. */
export function LoungeFormDialog({ open, lounge, onClose }: { open: boolean; lounge: AdminLounge | null; onClose(): void }) {
  const save = useSaveLounge();
  const form = useDialogForm(loungeBody, open, valuesOf(lounge));
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitForm(form, (body) => save.mutateAsync({ id: lounge?.id, body }), {
    success: ({ message }) => message,
    fallback: msg.saveLoungeFailed,
    onSuccess: onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={lounge ? 'Edit Lounge' : 'Add Lounge'}
      onSubmit={onSubmit}
      busy={isSubmitting}
      submitLabel={lounge ? 'Save Lounge' : 'Add Lounge'}
      spaced
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Table number" error={errors.tableNumber?.message} {...form.register('tableNumber')} />
        <TextField label="Category" placeholder="VIP" error={errors.category?.message} {...form.register('category')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Day" error={errors.day?.message} {...form.register('day')}>
          <option value="">Select a day</option>
          {LOUNGE_DAYS.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Minimum consumption (tokens)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.minimumConsumptionTokens?.message}
          {...form.register('minimumConsumptionTokens', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label="Booking number (optional)"
        hint={BOOKING_NUMBER_HINT}
        error={errors.bookingNumber?.message}
        {...form.register('bookingNumber')}
      />
    </FormDialog>
  );
}

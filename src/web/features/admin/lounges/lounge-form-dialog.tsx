import { useEffect } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { loungeBody, type AdminLounge, type LoungeBody } from '#shared/schemas/admin-lounges.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
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
  const form = useForm<LoungeBody, unknown, z.output<typeof loungeBody>>({ resolver: zodResolver(loungeBody), defaultValues: valuesOf(null) });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(valuesOf(lounge));
  }, [open, lounge, reset]);

  const onSubmit = handleSubmit((body) =>
    submit(() => save.mutateAsync({ id: lounge?.id, body }), {
      form,
      success: ({ message }) => message,
      fallback: msg.saveLoungeFailed,
      onSuccess: onClose,
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={lounge ? 'Edit Lounge' : 'Add Lounge'}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Table number" error={errors.tableNumber?.message} {...register('tableNumber')} />
          <TextField label="Category" placeholder="VIP" error={errors.category?.message} {...register('category')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Day" error={errors.day?.message} {...register('day')}>
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
            {...register('minimumConsumptionTokens', { valueAsNumber: true })}
          />
        </div>
        <TextField
          label="Booking number (optional)"
          hint={BOOKING_NUMBER_HINT}
          error={errors.bookingNumber?.message}
          {...register('bookingNumber')}
        />
        <FormActions className="mt-2">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {lounge ? 'Save Lounge' : 'Add Lounge'}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

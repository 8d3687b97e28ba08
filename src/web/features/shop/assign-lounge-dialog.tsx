import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '#shared/messages.ts';
import { claimLoungesBody } from '#shared/schemas/shop.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useClaimLounges } from '#web/features/lounges/api/my-lounges.ts';

/** "Assign to Other Lounge": claim the lounges of another booking number (SPEC §5, DESIGN §6.6). */
export function AssignLoungeDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const claim = useClaimLounges();
  const form = useForm({ resolver: zodResolver(claimLoungesBody), defaultValues: { bookingNumber: '' } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  // Every refusal is about the booking number, so it shows under the field.
  const onSubmit = handleSubmit((values) =>
    submit(() => claim.mutateAsync(values), {
      form,
      errorField: 'bookingNumber',
      success: ({ message }) => message,
      fallback: msg.assignLoungeFailed,
      onSuccess: () => close(false),
    }),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={msg.assignToOtherLounge}
      description="Enter the booking number of another lounge booking to add its lounges and tokens to your account."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Booking number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.bookingNumber?.message}
          {...register('bookingNumber')}
        />
        <FormActions>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            Assign
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

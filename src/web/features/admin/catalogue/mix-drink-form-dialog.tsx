import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '#shared/messages.ts';
import { mixDrinkBody, type AdminMixDrink } from '#shared/schemas/admin-catalogue.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveMixDrink } from '#web/features/admin/catalogue/api/catalogue.ts';

export function MixDrinkFormDialog({ open, mixDrink, onClose }: { open: boolean; mixDrink: AdminMixDrink | null; onClose(): void }) {
  const save = useSaveMixDrink();
  const form = useForm({ resolver: zodResolver(mixDrinkBody), defaultValues: { name: '' } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset({ name: mixDrink?.name ?? '' });
  }, [open, mixDrink, reset]);

  const onSubmit = handleSubmit((body) =>
    submit(() => save.mutateAsync({ id: mixDrink?.id, body }), {
      form,
      success: mixDrink ? msg.mixDrinkUpdated : msg.mixDrinkCreated,
      fallback: msg.saveMixDrinkFailed,
      onSuccess: onClose,
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={mixDrink ? 'Edit Mix Drink' : 'Add Mix Drink'} size="sm">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {mixDrink ? 'Save Mix Drink' : 'Add Mix Drink'}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

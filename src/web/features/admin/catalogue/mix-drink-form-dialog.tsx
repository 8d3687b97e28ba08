import { msg } from '#shared/messages.ts';
import { mixDrinkBody, type AdminMixDrink } from '#shared/schemas/admin-catalogue.ts';
import { submitForm } from '#web/lib/submit.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveMixDrink } from '#web/features/admin/catalogue/api/catalogue.ts';

export function MixDrinkFormDialog({ open, mixDrink, onClose }: { open: boolean; mixDrink: AdminMixDrink | null; onClose(): void }) {
  const save = useSaveMixDrink();
  const form = useDialogForm(mixDrinkBody, open, { name: mixDrink?.name ?? '' });

  const onSubmit = submitForm(form, (body) => save.mutateAsync({ id: mixDrink?.id, body }), {
    success: mixDrink ? msg.mixDrinkUpdated : msg.mixDrinkCreated,
    fallback: msg.saveMixDrinkFailed,
    onSuccess: onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={mixDrink ? 'Edit Mix Drink' : 'Add Mix Drink'}
      size="sm"
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
      submitLabel={mixDrink ? 'Save Mix Drink' : 'Add Mix Drink'}
    >
      <TextField label="Name" error={form.formState.errors.name?.message} {...form.register('name')} />
    </FormDialog>
  );
}

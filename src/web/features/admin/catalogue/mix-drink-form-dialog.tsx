import { mixDrinkBody, type AdminMixDrink } from '#shared/schemas/admin-catalogue.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveMixDrink } from '#web/features/admin/catalogue/api/catalogue.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { localizeFieldError } from '#web/lib/i18n/field-errors.ts';
import { MixDrinkTranslationFields, translationValues } from './translation-fields.tsx';

export function MixDrinkFormDialog({ open, mixDrink, onClose }: { open: boolean; mixDrink: AdminMixDrink | null; onClose(): void }) {
  const save = useSaveMixDrink();
  const form = useDialogForm(mixDrinkBody, open, { name: mixDrink?.name ?? '', translations: translationValues(['name'], mixDrink?.translations) });

  return (
    <SubmitFormDialog
      open={open}
      onClose={onClose}
      title={mixDrink ? t('admin.catalogue.editMixDrink') : t('admin.catalogue.addMixDrink')}
      size="sm"
      form={form}
      send={(body) => save.mutateAsync({ id: mixDrink?.id, body })}
      feedback={{ success: mixDrink ? t('mixDrinkUpdated') : t('mixDrinkCreated'), fallback: t('saveMixDrinkFailed') }}
      submitLabel={mixDrink ? t('admin.catalogue.saveMixDrink') : t('admin.catalogue.addMixDrink')}
    >
      <TextField label={t('admin.catalogue.nameLabel')} error={localizeFieldError(form.formState.errors.name?.message)} {...form.register('name')} />
      <MixDrinkTranslationFields form={form} stored={mixDrink?.translations} />
    </SubmitFormDialog>
  );
}

import type { DefaultValues } from 'react-hook-form';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import { loungeBody, type AdminLounge, type LoungeBody } from '#shared/schemas/admin-lounges.ts';
import { dayLabel } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { WholeNumberField } from '#web/components/ui/whole-number-field.tsx';
import { useSaveLounge } from '#web/features/admin/lounges/api/lounges.ts';
import { Options, SelectField } from '#web/components/ui/select-field.tsx';

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
  const { errors } = form.formState;

  return (
    <SubmitFormDialog
      open={open}
      onClose={onClose}
      title={lounge ? t('admin.lounges.editTitle') : t('admin.lounges.addLounge')}
      form={form}
      send={(body) => save.mutateAsync({ id: lounge?.id, body })}
      feedback={{ success: () => (lounge ? t('loungeUpdated') : t('loungeCreated')), fallback: t('saveLoungeFailed') }}
      submitLabel={lounge ? t('admin.lounges.saveLounge') : t('admin.lounges.addLounge')}
      spaced
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('admin.lounges.tableNumber')} error={errors.tableNumber?.message} {...form.register('tableNumber')} />
        <TextField
          label={t('admin.lounges.category')}
          placeholder={t('admin.lounges.categoryPlaceholder')}
          error={errors.category?.message}
          {...form.register('category')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('admin.lounges.day')} error={errors.day?.message} {...form.register('day')}>
          <option value="">{t('admin.lounges.selectDay')}</option>
          <Options values={LOUNGE_DAYS} label={dayLabel} />
        </SelectField>
        <WholeNumberField
          label={t('admin.lounges.minimumConsumption')}
          error={errors.minimumConsumptionTokens?.message}
          {...form.register('minimumConsumptionTokens', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label={t('admin.lounges.bookingNumberOptional')}
        hint={t('admin.lounges.bookingNumberHint')}
        error={errors.bookingNumber?.message}
        {...form.register('bookingNumber')}
      />
    </SubmitFormDialog>
  );
}

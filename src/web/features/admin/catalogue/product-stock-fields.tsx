import type { UseFormReturn } from 'react-hook-form';
import { LOUNGE_DAYS } from '#shared/constants.ts';
import type { ProductBody } from '#shared/schemas/admin-catalogue.ts';
import type { AdminStockRow } from '#shared/schemas/stock.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { dayName } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { localizeFieldError } from '#web/lib/i18n/field-errors.ts';

/** An empty field is no limit: null, as the API has it. */
const asLimit = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** A day's two limits: the units for the day (0 sells none) and the most one guest may order (at least 1). */
const LIMIT_FIELDS = [
  { name: 'quantity', label: 'admin.stock.stock', dayLabel: 'admin.catalogue.dayStock', min: 0, placeholder: 'admin.stock.unlimited' },
  { name: 'maxPerGuest', label: 'admin.stock.maxPerGuest', dayLabel: 'admin.catalogue.dayMaxPerGuest', min: 1, placeholder: 'admin.stock.none' },
] as const;

/** The form's stock list: one entry per festival day, from the product's stock rows (none: unlimited). */
export const stockValues = (rows: (AdminStockRow | undefined)[]) =>
  LOUNGE_DAYS.map((day, i) => ({ day, quantity: rows[i]?.quantity ?? null, maxPerGuest: rows[i]?.maxPerGuest ?? null }));

/**
 * Stock per festival day in the product form (docs/decisions/018-stock-limits.md): units for the day and a maximum per
 * guest, both optional. The Stock page shows what is sold; the server refuses a limit below it, with the figure.
 * `note` replaces the hint when it says why the fields are disabled.
 */
export function ProductStockFields({ form, disabled, note }: { form: UseFormReturn<ProductBody>; disabled: boolean; note?: string | undefined }) {
  const errors = form.formState.errors.stock;
  return (
    <fieldset disabled={disabled} className="rounded-lg border border-slate-200 p-3 disabled:opacity-60">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('admin.catalogue.stockPerDay')}</legend>
      <p className="mb-2 text-xs text-slate-500">{note ?? t('admin.catalogue.stockPerDayHint')}</p>
      {/* One group per day, headed by its name; each field is named with its day for assistive technology. */}
      <div className="grid gap-4 sm:grid-cols-3 sm:gap-3">
        {LOUNGE_DAYS.map((day, i) => (
          <div key={day} className="flex flex-col gap-2">
            <p aria-hidden="true" className="text-sm font-semibold text-slate-900 first-letter:uppercase">
              {dayName(day)}
            </p>
            <div className="grid grid-cols-2 items-start gap-2 sm:grid-cols-1">
              {LIMIT_FIELDS.map(({ name, label, dayLabel, min, placeholder }) => (
                <TextField
                  key={name}
                  label={t(label)}
                  aria-label={t(dayLabel, { day: dayName(day) })}
                  type="number"
                  inputMode="numeric"
                  min={min}
                  placeholder={t(placeholder)}
                  error={localizeFieldError(errors?.[i]?.[name]?.message)}
                  {...form.register(`stock.${i}.${name}`, { setValueAs: asLimit })}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useFieldArray, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { PAYMENT_METHODS } from '#shared/constants.ts';
import { MAX_TOKEN_PACKAGES, type AdminSettings } from '#shared/schemas/admin-settings.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { WholeNumberField } from '#web/components/ui/whole-number-field.tsx';
import { useAdminSettings, useSaveSettings } from '#web/features/admin/settings/api/settings.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { packageField, resolver, toForm, type FormOutput, type FormValues } from './settings-form.ts';
import { localizeFieldError } from '#web/lib/i18n/field-errors.ts';
import { RetentionSection } from './retention-section.tsx';
import { fromDateTimeLocal } from '#web/lib/date-time-local.ts';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The id payments and reports name the package by: shown, not typed; a new package's is made on save. */
function PackageId({ id, error }: { id: string; error: string | undefined }) {
  return (
    <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
      <span className="text-sm font-medium text-slate-800">{t('admin.settings.packageId')}</span>
      <span className="flex min-h-11 items-center font-mono text-sm text-slate-600">
        {id || <span className="font-sans text-slate-500">{t('admin.settings.packageIdOnSave')}</span>}
      </span>
      {error && (
        <p role="alert" className="text-sm text-danger-fg">
          {localizeFieldError(error)}
        </p>
      )}
    </div>
  );
}

/** One card of the form, named by its heading; `action` stands at the heading's right (Add package). */
function SettingsSection({ name, title, action, children }: { name: string; title: string; action?: ReactNode; children: ReactNode }) {
  const heading = (
    <h2 id={`${name}-heading`} className="font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section className="flex flex-col gap-4 card p-4 sm:p-6" aria-labelledby={`${name}-heading`}>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A rule saved with the rest of the form, so a checkbox rather than a switch that takes effect at once. */
function SettingCheckbox({ id, label, hint, ...field }: { id: string; label: string; hint: string } & UseFormRegisterReturn) {
  return (
    <label className="flex min-h-11 items-start gap-3">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-600" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} {...field} />
      <span>
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-900">
          {label}
        </span>
        <span id={`${id}-hint`} className="block text-sm text-slate-600">
          {hint}
        </span>
      </span>
    </label>
  );
}

function SettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings();
  const form = useForm<FormValues, unknown, FormOutput>({ resolver, defaultValues: toForm(settings) });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const packages = useFieldArray({ control, name: 'tokenPackages' });

  useEffect(() => reset(toForm(settings)), [settings, reset]);

  const onSubmit = handleSubmit((values) =>
    submit(() => save.mutateAsync({ ...values, preorderDeadline: fromDateTimeLocal(values.preorderDeadline) }), {
      form,
      success: () => t('settingsSaved'),
      fallback: t('saveSettingsFailed'),
    }),
  );

  /** At most one package is "Most Popular": ticking one unticks the others. */
  const markPopular = (index: number, checked: boolean) => {
    if (!checked) return;
    getValues('tokenPackages').forEach((_, i) => i !== index && setValue(packageField.popular(i), false, { shouldDirty: true }));
  };

  const packagesError = localizeFieldError(errors.tokenPackages?.message ?? errors.tokenPackages?.root?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <SettingsSection name="shop" title={t('admin.settings.shopHeading')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('admin.settings.deadline')}
            type="datetime-local"
            hint={t('admin.settings.deadlineHint', { timeZone })}
            error={localizeFieldError(errors.preorderDeadline?.message)}
            {...register('preorderDeadline')}
          />
          <TextField
            label={t('admin.settings.contactEmail')}
            type="email"
            hint={t('admin.settings.contactEmailHint')}
            error={localizeFieldError(errors.contactEmail?.message)}
            {...register('contactEmail')}
          />
        </div>
      </SettingsSection>

      <SettingsSection
        name="packages"
        title={t('admin.settings.packagesHeading')}
        action={
          <Button
            size="sm"
            variant="secondary"
            disabled={packages.fields.length >= MAX_TOKEN_PACKAGES}
            onClick={() => packages.append({ id: '', tokens: 10, priceChf: 100, popular: false })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.settings.addPackage')}
          </Button>
        }
      >
        <ul className="flex flex-col gap-3">
          {packages.fields.map((field, index) => {
            const rowErrors = errors.tokenPackages?.[index];
            return (
              <li key={field.id} className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-[1.3fr_1fr_1fr_auto_auto] sm:items-start">
                <PackageId id={getValues(packageField.id(index))} error={rowErrors?.id?.message} />
                <WholeNumberField
                  label={t('admin.settings.tokens')}
                  min={1}
                  error={localizeFieldError(rowErrors?.tokens?.message)}
                  {...register(packageField.tokens(index), { valueAsNumber: true })}
                />
                <TextField
                  label={t('admin.settings.priceChf')}
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step={0.01}
                  error={localizeFieldError(rowErrors?.priceChf?.message)}
                  {...register(packageField.priceChf(index), { valueAsNumber: true })}
                />
                <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 sm:mt-7">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    {...register(packageField.popular(index), { onChange: (e) => markPopular(index, e.target.checked) })}
                  />
                  {t('mostPopular')}
                </label>
                <Button
                  size="sm"
                  variant="danger-ghost"
                  className="justify-self-end sm:mt-7 sm:min-h-11 sm:justify-self-auto"
                  disabled={packages.fields.length <= 1}
                  onClick={() => packages.remove(index)}
                  aria-label={t('admin.settings.removePackage', { n: index + 1 })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sm:sr-only">{t('admin.settings.remove')}</span>
                </Button>
              </li>
            );
          })}
        </ul>
        {packagesError && (
          <p role="alert" className="text-sm text-danger-fg">
            {packagesError}
          </p>
        )}
      </SettingsSection>

      <SettingsSection name="payments" title={t('admin.settings.paymentsHeading')}>
        {/* The methods the payment page offers; the guest chooses there (docs/decisions/039). */}
        <fieldset aria-describedby="payment-methods-hint" className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">{t('admin.settings.paymentMethods')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
                <input type="checkbox" value={method} className="size-5 accent-brand-600" {...register('paymentMethods')} />
                {method === 'card' ? t('admin.settings.methodCard') : t('admin.settings.methodTwint')}
              </label>
            ))}
          </div>
          <p id="payment-methods-hint" className="text-sm text-slate-600">
            {t('admin.settings.paymentMethodsHint')}
          </p>
          {errors.paymentMethods && (
            <p role="alert" className="text-sm text-danger-fg">
              {localizeFieldError(errors.paymentMethods.message ?? errors.paymentMethods.root?.message)}
            </p>
          )}
        </fieldset>
      </SettingsSection>

      <SettingsSection name="guest-orders" title={t('admin.settings.guestOrdersHeading')}>
        <SettingCheckbox id="guests-may-change" label={t('admin.settings.guestsMayChange')} hint={t('admin.settings.guestsMayChangeHint')} {...register('guestsMayChange')} />
        <SettingCheckbox id="guests-may-cancel" label={t('admin.settings.guestsMayCancel')} hint={t('admin.settings.guestsMayCancelHint')} {...register('guestsMayCancel')} />
      </SettingsSection>

      <SettingsSection name="security" title={t('admin.settings.securityHeading')}>
        <SettingCheckbox
          id="staff-second-factor"
          label={t('admin.settings.staffSecondFactor')}
          hint={t('admin.settings.staffSecondFactorHint')}
          {...register('staffSecondFactorRequired')}
        />
      </SettingsSection>

      <FormActions>
        <Button variant="secondary" onClick={() => reset(toForm(settings))} disabled={!isDirty || isSubmitting}>
          {t('admin.settings.discardChanges')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('admin.settings.saveSettings')}
        </Button>
      </FormActions>
    </form>
  );
}

export function AdminSettingsPage() {
  const settings = useAdminSettings();
  useFailureToast(settings.error, t('fetchSettingsFailed'));
  return (
    <>
      <PageHeader title={t('title.admin.settings')} description={t('admin.settings.description')} />
      <QueryState query={settings} failedMessage={t('fetchSettingsFailed')}>
        {settings.data && <SettingsForm settings={settings.data} />}
      </QueryState>
      <RetentionSection />
    </>
  );
}

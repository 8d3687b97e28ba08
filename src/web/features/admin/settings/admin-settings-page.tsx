import { useEffect } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { PublicSettings } from '#shared/schemas/settings.ts';
import { MAX_TOKEN_PACKAGES, shopSettingsBody } from '#shared/schemas/admin-settings.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAdminSettings, useSaveSettings } from '#web/features/admin/settings/api/settings.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { withPackageIds } from './package-ids.ts';

// The browser edits the deadline in its own time zone (datetime-local); the server stores an instant.
const formSchema = shopSettingsBody.extend({
  preorderDeadline: z.string().refine((v) => v !== '' && !Number.isNaN(new Date(v).getTime()), msg.invalidDeadline),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
// New packages get their ids just before validation, so the server receives complete packages.
const resolver: Resolver<FormValues, unknown, FormOutput> = (values, context, options) =>
  zodResolver(formSchema)(withPackageIds(values), context, options);

const pad = (n: number) => String(n).padStart(2, '0');
function toLocalInput(iso: string) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const toForm = (settings: PublicSettings): FormValues => ({
  ...settings,
  preorderDeadline: toLocalInput(settings.preorderDeadline),
});

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The id payments and reports name the package by: shown, not typed; a new package's is made on save. */
function PackageId({ id, error }: { id: string; error: string | undefined }) {
  return (
    <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
      <span className="text-sm font-medium text-slate-800">Package id</span>
      <span className="flex min-h-11 items-center font-mono text-sm text-slate-600">{id || <span className="font-sans text-slate-500">Made from the tokens on save</span>}</span>
      {error && (
        <p role="alert" className="text-sm text-danger-fg">
          {error}
        </p>
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: PublicSettings }) {
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
    submit(() => save.mutateAsync({ ...values, preorderDeadline: new Date(values.preorderDeadline).toISOString() }), {
      form,
      success: ({ message }) => message,
      fallback: msg.saveSettingsFailed,
    }),
  );

  /** At most one package is 'Most Popular': ticking one unticks the others. */
  const markPopular = (index: number, checked: boolean) => {
    if (!checked) return;
    getValues('tokenPackages').forEach((_, i) => i !== index && setValue(`tokenPackages.${i}.popular`, false, { shouldDirty: true }));
  };

  const packagesError = errors.tokenPackages?.message ?? errors.tokenPackages?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 card p-4 sm:p-6" aria-labelledby="shop-heading">
        <h2 id="shop-heading" className="font-semibold text-slate-900">
          Pre-order period and contact
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Pre-order deadline"
            type="datetime-local"
            hint={`In your time zone (${timeZone}). After it, orders go by e-mail only.`}
            error={errors.preorderDeadline?.message}
            {...register('preorderDeadline')}
          />
          <TextField
            label="Shop contact e-mail"
            type="email"
            hint="Shown to guests once the pre-order period has ended."
            error={errors.contactEmail?.message}
            {...register('contactEmail')}
          />
        </div>
      </section>

      <section className="flex flex-col gap-4 card p-4 sm:p-6" aria-labelledby="packages-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="packages-heading" className="font-semibold text-slate-900">
            Token packages
          </h2>
          <Button
            size="sm"
            variant="secondary"
            disabled={packages.fields.length >= MAX_TOKEN_PACKAGES}
            onClick={() => packages.append({ id: '', tokens: 10, priceChf: 100, popular: false })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Package
          </Button>
        </div>
        <ul className="flex flex-col gap-3">
          {packages.fields.map((field, index) => {
            const rowErrors = errors.tokenPackages?.[index];
            return (
              <li key={field.id} className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-[1.3fr_1fr_1fr_auto_auto] sm:items-start">
                <PackageId id={getValues(`tokenPackages.${index}.id`)} error={rowErrors?.id?.message} />
                <TextField
                  label="Tokens"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  error={rowErrors?.tokens?.message}
                  {...register(`tokenPackages.${index}.tokens`, { valueAsNumber: true })}
                />
                <TextField
                  label="Price (CHF)"
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  step={0.01}
                  error={rowErrors?.priceChf?.message}
                  {...register(`tokenPackages.${index}.priceChf`, { valueAsNumber: true })}
                />
                <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 sm:mt-7">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    {...register(`tokenPackages.${index}.popular`, { onChange: (e) => markPopular(index, e.target.checked) })}
                  />
                  Most Popular
                </label>
                <Button
                  size="sm"
                  variant="danger-ghost"
                  className="justify-self-end sm:mt-7 sm:min-h-11 sm:justify-self-auto"
                  disabled={packages.fields.length <= 1}
                  onClick={() => packages.remove(index)}
                  aria-label={`Remove package ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sm:sr-only">Remove</span>
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
      </section>

      <FormActions>
        <Button variant="secondary" onClick={() => reset(toForm(settings))} disabled={!isDirty || isSubmitting}>
          Discard Changes
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Save Settings
        </Button>
      </FormActions>
    </form>
  );
}

export function AdminSettingsPage() {
  const settings = useAdminSettings();
  useFailureToast(settings.error, msg.fetchSettingsFailed);
  return (
    <>
      <PageHeader title="Settings" description="Pre-order deadline, shop contact e-mail and token packages." />
      <QueryState query={settings} failedMessage={msg.fetchSettingsFailed}>
        {settings.data && <SettingsForm settings={settings.data} />}
      </QueryState>
    </>
  );
}

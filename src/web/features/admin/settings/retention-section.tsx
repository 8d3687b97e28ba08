import { useState } from 'react';
import { RETENTION_MONTHS_MAX, type RetentionResponse } from '#shared/schemas/retention.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { submit } from '#web/lib/submit.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { WholeNumberField } from '#web/components/ui/whole-number-field.tsx';
import { useRetention, useRetentionPreview, useSaveRetention } from './api/retention.ts';

const DEFAULT_MONTHS = 24;

const validMonths = (text: string) => {
  const months = Number(text);
  return text.trim() !== '' && Number.isInteger(months) && months >= 1 && months <= RETENTION_MONTHS_MAX ? months : null;
};

/**
 * The retention rule (docs/decisions/048), saved on its own: months without activity after which a guest with a
 * zero balance and no pending order is anonymised by the hourly job. Before saving, the admin sees how many guests
 * the months typed would anonymise now (a dry run on the server), so a rule never erases by surprise.
 */
export function RetentionSection() {
  const saved = useRetention();
  return saved.data ? <RetentionForm key={String(saved.data.retentionMonths)} saved={saved.data} /> : null;
}

function RetentionForm({ saved }: { saved: RetentionResponse }) {
  const [on, setOn] = useState(saved.retentionMonths !== null);
  const [monthsText, setMonthsText] = useState(String(saved.retentionMonths ?? DEFAULT_MONTHS));
  const save = useSaveRetention();
  const months = on ? validMonths(monthsText) : null;
  const preview = useRetentionPreview(useDebouncedValue(months, 300));
  const invalid = on && months === null;
  const count = months === null ? 0 : preview.data?.wouldAnonymise;
  const unchanged = (on ? months : null) === saved.retentionMonths;

  const onSave = () =>
    submit(() => save.mutateAsync({ retentionMonths: on ? months : null }), { fallback: t('admin.retention.saveFailed'), success: (r) => r.message });

  return (
    <section className="mt-6 flex flex-col gap-4 card p-4 sm:p-6" aria-labelledby="retention-heading">
      <h2 id="retention-heading" className="font-semibold text-slate-900">
        {t('admin.retention.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('admin.retention.text')}</p>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-5 shrink-0 accent-brand-600" checked={on} onChange={(event) => setOn(event.target.checked)} />
        {t('admin.retention.on')}
      </label>
      {on && (
        <WholeNumberField
          label={t('admin.retention.months')}
          min={1}
          max={RETENTION_MONTHS_MAX}
          className="max-w-48"
          value={monthsText}
          onChange={(event) => setMonthsText(event.target.value)}
          error={invalid ? t('retentionMonthsInvalid') : undefined}
        />
      )}
      <Notice tone={on && count ? 'warning' : 'info'} role="status">
        {!on
          ? t('admin.retention.off')
          : count === undefined || invalid
            ? t('admin.retention.counting')
            : t('admin.retention.dryRun', { count, months: months! })}
      </Notice>
      <FormActions>
        <Button busy={save.isPending} disabled={invalid || unchanged || (on && count === undefined)} onClick={() => void onSave()}>
          {t('admin.retention.save')}
        </Button>
      </FormActions>
    </section>
  );
}

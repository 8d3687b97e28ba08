import { useState, type FormEvent } from 'react';
import type { Edition } from '#shared/schemas/editions.ts';
import type { PayoutWindow } from '#shared/schemas/payouts.ts';
import { DownloadLink } from '#web/components/ui/download-link.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { WholeNumberField } from '#web/components/ui/whole-number-field.tsx';
import { formatChf, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { submit } from '#web/lib/submit.ts';
import { payoutExportUrls, usePayoutWindow, useSavePayoutWindow } from './api/payouts.ts';

type Fields = { lastDay: string; minimumTokens: string; feeTokens: string; loungeTokens: boolean; loungeTokenChf: string; cause: string };

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const fieldsOf = (w: PayoutWindow | null | undefined): Fields => ({
  lastDay: w?.lastDay ?? inAMonth(),
  minimumTokens: String(w?.minimumTokens ?? 10),
  feeTokens: String(w?.feeTokens ?? 0),
  loungeTokens: w?.loungeTokens ?? false,
  loungeTokenChf: w ? (w.loungeTokenCents / 100).toFixed(2) : '0.00',
  cause: w?.cause ?? '',
});

/**
 * A closed edition's payout window (docs/decisions/040-payouts.md): its rules, what guests chose so far, and the
 * exports for the finance team. Saving asks for a recent second-factor proof, like a refund.
 */
export function PayoutWindowDialog({ edition, onClose }: { edition: Edition | null; onClose(): void }) {
  const query = usePayoutWindow(edition?.id ?? null);
  // The form starts from the saved window once it has arrived (after a save it holds what was saved already).
  return <PayoutWindowForm key={`${edition?.id}:${query.isSuccess}`} edition={edition} onClose={onClose} answer={query.data} />;
}

function PayoutWindowForm({ edition, onClose, answer }: { edition: Edition | null; onClose(): void; answer: ReturnType<typeof usePayoutWindow>['data'] }) {
  const save = useSavePayoutWindow(edition?.id ?? '');
  const loaded = answer?.window;
  const [fields, setFields] = useState<Fields>(() => fieldsOf(loaded));
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const text = (key: 'lastDay' | 'minimumTokens' | 'feeTokens' | 'loungeTokenChf' | 'cause') => ({ value: fields[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      () =>
        save.mutateAsync({
          lastDay: fields.lastDay,
          minimumTokens: Number(fields.minimumTokens),
          feeTokens: Number(fields.feeTokens),
          loungeTokens: fields.loungeTokens,
          loungeTokenCents: Math.round(Number(fields.loungeTokenChf) * 100),
          cause: fields.cause.trim() || null,
        }),
      { success: () => t('admin.payouts.saved', { edition: edition?.name ?? '' }), fallback: t('admin.payouts.saveFailed') },
    );
  };

  const summary = answer?.summary;
  const urls = edition ? payoutExportUrls(edition.id) : null;
  return (
    <FormDialog
      open={edition !== null}
      onClose={onClose}
      title={t('admin.payouts.title', { edition: edition?.name ?? '' })}
      description={t('admin.payouts.description')}
      onSubmit={onSubmit}
      busy={save.isPending}
      submitLabel={loaded ? t('admin.payouts.save') : t('admin.payouts.open')}
      spaced
    >
      <TextField label={t('admin.payouts.lastDay')} type="date" {...text('lastDay')} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField label={t('admin.payouts.minimum')} min={1} {...text('minimumTokens')} />
        <WholeNumberField label={t('admin.payouts.fee')} {...text('feeTokens')} />
      </div>
      <Switch
        label={t('admin.payouts.loungeTokens')}
        description={t('admin.payouts.loungeTokensHint')}
        checked={fields.loungeTokens}
        onCheckedChange={(on) => set('loungeTokens', on)}
      />
      {fields.loungeTokens && (
        <TextField label={t('admin.payouts.loungeTokenChf')} inputMode="decimal" {...text('loungeTokenChf')} />
      )}
      <TextField label={t('admin.payouts.cause')} hint={t('admin.payouts.causeHint')} maxLength={120} {...text('cause')} />

      {loaded && summary && urls && (
        <section aria-label={t('admin.payouts.summary')} className="space-y-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
            <dt>{t('admin.payouts.kept')}</dt>
            <dd className="text-right tabular-nums">{formatNumber(summary.kept.tokens)}</dd>
            <dt>{t('admin.payouts.paidOut', { guests: summary.paidOut.guests })}</dt>
            <dd className="text-right tabular-nums">
              {t('admin.payouts.paidOutFigures', { tokens: formatNumber(summary.paidOut.tokens), amount: formatChf(summary.paidOut.amountCents / 100) })}
            </dd>
            <dt>{t('admin.payouts.donated', { guests: summary.donated.guests })}</dt>
            <dd className="text-right tabular-nums">{formatNumber(summary.donated.tokens)}</dd>
            <dt>{t('admin.payouts.refundsWaiting')}</dt>
            <dd className="text-right tabular-nums">{formatNumber(summary.refunds.waiting + summary.refunds.sending)}</dd>
            <dt>{t('admin.payouts.manualTransfers')}</dt>
            <dd className="text-right tabular-nums">{formatNumber(summary.manualTransfers)}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <DownloadLink href={urls.payouts}>{t('admin.payouts.exportPayouts')}</DownloadLink>
            <DownloadLink href={urls.bankTransfers}>{t('admin.payouts.exportBankTransfers')}</DownloadLink>
          </div>
        </section>
      )}
    </FormDialog>
  );
}

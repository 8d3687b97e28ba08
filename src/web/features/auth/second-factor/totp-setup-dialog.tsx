import { Copy } from 'lucide-react';
import { totpConfirmBody, type TotpSetupResponse } from '#shared/schemas/second-factor.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { copyText } from '#web/lib/copy-and-download.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useConfirmTotp } from '#web/features/auth/api/second-factor.ts';

type TotpSetupDialogProps = {
  /** The new secret to scan (POST /api/auth/second-factor/totp); null while closed. */
  setup: TotpSetupResponse | null;
  onClose(): void;
  /** The app is on; the answer's recovery codes when it was the account's first factor. */
  onAdded(recoveryCodes: string[] | null): void;
};

/** Scan the QR code (or type the key), then prove the app works with its first code. */
export function TotpSetupDialog({ setup, onClose, onAdded }: TotpSetupDialogProps) {
  const confirm = useConfirmTotp();
  const form = useDialogForm(totpConfirmBody, setup !== null, { code: '' });
  return (
    <SubmitFormDialog
      open={setup !== null}
      onClose={onClose}
      title={t('secondFactor.setUpApp')}
      description={t('secondFactor.scanText')}
      form={form}
      send={({ code }) => confirm.mutateAsync(code)}
      feedback={{
        errorField: 'code',
        success: () => t('secondFactor.appOn'),
        fallback: t('secondFactor.appFailed'),
        onSuccess: ({ recoveryCodes }) => onAdded(recoveryCodes),
      }}
      submitLabel={t('secondFactor.turnOn')}
    >
      {setup && (
        <>
          <img src={setup.qrCode} alt={t('secondFactor.qrAlt')} width={200} height={200} className="mx-auto size-48 rounded-lg bg-white ring-1 ring-slate-200 sm:size-52" />
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-medium text-slate-800">
              {t('secondFactor.manualKey')}
            </p>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-200">
                {setup.secret}
              </code>
              <Button variant="secondary" size="sm" aria-label={t('secondFactor.copyKey')} onClick={() => void copyText(setup.secret, t('secondFactor.keyCopied'))}>
                <Copy aria-hidden="true" className="size-4" />
                <span className="max-sm:sr-only">{t('secondFactor.copy')}</span>
              </Button>
            </div>
          </div>
          <TextField
            label={t('secondFactor.appCode')}
            hint={t('secondFactor.appCodeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
        </>
      )}
    </SubmitFormDialog>
  );
}

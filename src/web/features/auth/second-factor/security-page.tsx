import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Fingerprint, KeyRound, ListChecks, Plus, ShieldAlert, Smartphone, Trash2 } from 'lucide-react';
import type { Passkey, SecondFactorStatus, TotpSetupResponse } from '#shared/schemas/second-factor.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { submit } from '#web/lib/submit.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { ButtonVariant } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import {
  useNewRecoveryCodes,
  useRemovePasskey,
  useSecondFactorStatus,
  useStartTotp,
  useTurnOffTotp,
} from '#web/features/auth/api/second-factor.ts';
import { browserHasPasskeys } from '#web/features/auth/api/webauthn.ts';
import type { SecurityPageState } from '#web/features/auth/second-factor/setup-required.ts';
import { AddPasskeyDialog } from './add-passkey-dialog.tsx';
import { RecoveryCodesDialog } from './recovery-codes-dialog.tsx';
import { TotpSetupDialog } from './totp-setup-dialog.tsx';

function FactorSection({ id, icon: Icon, title, badge, text, children }: { id: string; icon: typeof KeyRound; title: string; badge?: ReactNode; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={id} className="font-semibold text-slate-900">
              {title}
            </h2>
            {badge}
          </div>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

const onOff = (on: boolean) => <Badge tone={on ? 'success' : 'neutral'}>{on ? t('secondFactor.on') : t('secondFactor.off')}</Badge>;

/** What is waiting for a yes: turning the app off, removing a passkey, making new recovery codes. */
type Confirming = { kind: 'totp' } | { kind: 'passkey'; passkey: Passkey } | { kind: 'codes' };

/** The question each confirmation asks, and the button that says yes. */
function confirmTexts(confirming: Confirming): { title: string; message: string; label: string; variant: ButtonVariant } {
  switch (confirming.kind) {
    case 'totp':
      return { title: t('secondFactor.turnOffAppTitle'), message: t('secondFactor.turnOffAppText'), label: t('secondFactor.turnOff'), variant: 'danger' };
    case 'passkey':
      return {
        title: t('secondFactor.removePasskeyTitle'),
        message: t('secondFactor.removePasskeyText', { name: confirming.passkey.name }),
        label: t('secondFactor.remove'),
        variant: 'danger',
      };
    case 'codes':
      // Nothing is lost without a way back: the new codes are shown at once.
      return { title: t('secondFactor.newCodesTitle'), message: t('secondFactor.newCodesText'), label: t('secondFactor.newCodes'), variant: 'primary' };
  }
}

function Factors({ status, onFactorAdded }: { status: SecondFactorStatus; onFactorAdded(): void }) {
  const startTotp = useStartTotp();
  const turnOffTotp = useTurnOffTotp();
  const removePasskey = useRemovePasskey();
  const newCodes = useNewRecoveryCodes();
  const [totpSetup, setTotpSetup] = useState<TotpSetupResponse | null>(null);
  const [addingPasskey, setAddingPasskey] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [added, setAdded] = useState(false);
  const hasFactor = status.totp || status.passkeys.length > 0;
  const passkeysWork = browserHasPasskeys();

  const factorAdded = (recoveryCodes: string[] | null) => {
    setTotpSetup(null);
    setAddingPasskey(false);
    if (recoveryCodes) {
      setCodes(recoveryCodes);
      setAdded(true);
    } else onFactorAdded();
  };
  const codesSaved = () => {
    setCodes(null);
    if (added) onFactorAdded();
    setAdded(false);
  };

  const onSetUpApp = () =>
    submit(() => startTotp.mutateAsync(), { fallback: t('secondFactor.appFailed'), onSuccess: setTotpSetup });

  const onConfirm = () => {
    if (!confirming) return;
    const done = { onSuccess: () => setConfirming(null) };
    if (confirming.kind === 'totp') void submit(() => turnOffTotp.mutateAsync(), { ...done, success: t('totpRemoved'), fallback: t('secondFactor.changeFailed') });
    if (confirming.kind === 'passkey')
      void submit(() => removePasskey.mutateAsync(confirming.passkey.id), { ...done, success: t('passkeyRemoved'), fallback: t('secondFactor.changeFailed') });
    if (confirming.kind === 'codes')
      void submit(() => newCodes.mutateAsync(), {
        fallback: t('secondFactor.changeFailed'),
        onSuccess: ({ recoveryCodes }) => {
          setConfirming(null);
          setCodes(recoveryCodes);
        },
      });
  };
  const confirmText = confirming && confirmTexts(confirming);

  return (
    <div className="flex flex-col gap-6">
      <FactorSection id="factor-app" icon={Smartphone} title={t('secondFactor.app')} badge={onOff(status.totp)} text={t('secondFactor.appText')}>
        <div>
          {status.totp ? (
            <Button variant="secondary" onClick={() => setConfirming({ kind: 'totp' })}>
              {t('secondFactor.turnOff')}
            </Button>
          ) : (
            <Button onClick={() => void onSetUpApp()} busy={startTotp.isPending}>
              {t('secondFactor.setUpApp')}
            </Button>
          )}
        </div>
      </FactorSection>

      <FactorSection id="factor-passkeys" icon={Fingerprint} title={t('secondFactor.passkeys')} text={t('secondFactor.passkeysText')}>
        {status.passkeys.length === 0 ? (
          <p className="text-sm text-slate-500">{t('secondFactor.noPasskeys')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
            {status.passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{passkey.name}</p>
                  <p className="text-sm text-slate-600">
                    {t('secondFactor.passkeyAddedOn', { date: formatDateTime(passkey.createdAt) })}
                    {' · '}
                    {passkey.lastUsedAt ? t('secondFactor.passkeyLastUsed', { date: formatDateTime(passkey.lastUsedAt) }) : t('secondFactor.passkeyNeverUsed')}
                  </p>
                </div>
                <Button
                  variant="danger-ghost"
                  size="sm"
                  aria-label={t('secondFactor.removePasskey', { name: passkey.name })}
                  onClick={() => setConfirming({ kind: 'passkey', passkey })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('secondFactor.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col items-start gap-1.5">
          <Button variant="secondary" disabled={!passkeysWork} onClick={() => setAddingPasskey(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('secondFactor.addPasskey')}
          </Button>
          {!passkeysWork && <p className="text-sm text-slate-600">{t('secondFactor.passkeyAddress')}</p>}
        </div>
      </FactorSection>

      {hasFactor && (
        <FactorSection id="factor-codes" icon={ListChecks} title={t('secondFactor.recoveryCodes')} text={t('secondFactor.recoveryCodesText')}>
          <p className="text-sm font-medium text-slate-900">{t('secondFactor.codesLeft', { count: status.recoveryCodesLeft })}</p>
          <div>
            <Button variant="secondary" onClick={() => setConfirming({ kind: 'codes' })}>
              {t('secondFactor.newCodes')}
            </Button>
          </div>
        </FactorSection>
      )}

      <TotpSetupDialog setup={totpSetup} onClose={() => setTotpSetup(null)} onAdded={factorAdded} />
      <AddPasskeyDialog open={addingPasskey} onClose={() => setAddingPasskey(false)} onAdded={factorAdded} />
      <RecoveryCodesDialog codes={codes} onClose={codesSaved} />
      <ConfirmDialog
        open={confirmText !== null}
        title={confirmText?.title ?? ''}
        message={confirmText?.message ?? ''}
        confirmLabel={confirmText?.label ?? ''}
        confirmVariant={confirmText?.variant}
        busy={turnOffTotp.isPending || removePasskey.isPending || newCodes.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

/**
 * The signed-in person's second factors (docs/decisions/038-second-factor.md): the authenticator app, passkeys and
 * recovery codes. An account that must have one and has none is sent here by the back office; once a factor is
 * added, the page it asked for opens.
 */
export function SecurityPage() {
  const status = useSecondFactorStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: SecurityPageState | null };
  const setupRequired = state?.setupRequired === true;

  const onFactorAdded = () => {
    if (!setupRequired) return;
    // The server stamped the session: what the back office refused is asked again.
    void queryClient.invalidateQueries();
    void navigate(state?.from ?? '/', { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={t('secondFactor.title')} description={t('secondFactor.description')} />
      {setupRequired && (
        <Notice tone="warning" role="alert" icon={ShieldAlert} className="mb-6">
          {t('secondFactorSetupRequired')}
        </Notice>
      )}
      <QueryState query={status} failedMessage={t('secondFactor.loadFailed')}>
        {status.data && <Factors status={status.data} onFactorAdded={onFactorAdded} />}
      </QueryState>
    </div>
  );
}

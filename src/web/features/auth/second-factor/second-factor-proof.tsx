import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fingerprint } from 'lucide-react';
import type { Profile, SecondFactorMethod } from '#shared/schemas/auth.ts';
import { secondFactorProofBody } from '#shared/schemas/second-factor.ts';
import { submit } from '#web/lib/submit.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { proveWithCode, proveWithPasskey, type CodeProof } from '#web/features/auth/api/second-factor.ts';
import { passkeyFailureText } from './passkey-failure.ts';

type CodeKind = CodeProof['method'];

// The form holds the kind of code beside the code, so the shared schema checks the code by its kind.
const resolver = zodResolver(secondFactorProofBody) as unknown as Resolver<CodeProof>;

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-700 hover:underline sm:min-h-9';

/** The code field of each kind: an app's code is digits from the phone, a recovery code is typed as it was printed. */
const codeFieldProps = (kind: CodeKind) =>
  kind === 'totp'
    ? ({ label: t('secondFactor.appCode'), hint: t('secondFactor.appCodeHint'), inputMode: 'numeric', autoComplete: 'one-time-code' } as const)
    : ({
        label: t('secondFactor.recoveryCode'),
        hint: t('secondFactor.recoveryCodeHint'),
        autoComplete: 'off',
        autoCapitalize: 'none',
        spellCheck: false,
        className: '[&_input]:font-mono',
      } as const);

type SecondFactorProofProps = {
  methods: SecondFactorMethod[];
  /** The proof was accepted; the answer's profile is the session's. */
  onProved(profile: Profile): void;
  onCancel(): void;
  /** While cancelling takes a request of its own (signing out of the half-done sign-in). */
  cancelling?: boolean;
};

/**
 * The second factor, asked for after the password (docs/decisions/038-second-factor.md) and again before an
 * action that moves tokens: a code from the authenticator app, a passkey, or a recovery code, whichever of
 * them the account has.
 */
export function SecondFactorProof({ methods, onProved, onCancel, cancelling = false }: SecondFactorProofProps) {
  const offers = (method: SecondFactorMethod) => methods.includes(method);
  // The app's code first, when the account has the app; else the passkey, or the recovery code on request.
  const [kind, setKind] = useState(methods.find((method): method is CodeKind => method === 'totp') ?? null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const form = useForm<CodeProof>({ resolver, defaultValues: { method: kind ?? 'totp', code: '' } });
  const {
    formState: { errors, isSubmitting },
  } = form;

  const switchTo = (next: CodeKind) => {
    form.reset({ method: next, code: '' });
    setPasskeyError(null);
    setKind(next);
  };

  const onSubmit = form.handleSubmit((values) =>
    submit(() => proveWithCode(values), { form, errorField: 'code', fallback: t('secondFactor.proofFailed'), onSuccess: ({ profile }) => onProved(profile) }),
  );

  const provePasskey = async () => {
    setPasskeyError(null);
    setPasskeyBusy(true);
    try {
      const { profile } = await proveWithPasskey();
      onProved(profile);
    } catch (error) {
      setPasskeyError(passkeyFailureText(error, t('secondFactor.proofFailed')));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const busy = isSubmitting || passkeyBusy || cancelling;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {kind && <TextField key={kind} {...codeFieldProps(kind)} autoFocus error={errors.code?.message} {...form.register('code')} />}
      {kind && (
        <Button type="submit" size="lg" fullWidth busy={isSubmitting} disabled={busy}>
          {t('secondFactor.verify')}
        </Button>
      )}
      {offers('webauthn') && (
        <div className="flex flex-col gap-1.5">
          <Button variant={kind ? 'secondary' : 'primary'} size="lg" fullWidth busy={passkeyBusy} disabled={busy} onClick={() => void provePasskey()}>
            {!passkeyBusy && <Fingerprint aria-hidden="true" className="size-4" />}
            {t('secondFactor.usePasskey')}
          </Button>
          {passkeyError && (
            <p role="alert" className="text-sm text-danger-fg">
              {passkeyError}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {kind !== 'recovery' && offers('recovery') && (
          <button type="button" className={`-ml-2 ${linkClass}`} onClick={() => switchTo('recovery')}>
            {t('secondFactor.useRecoveryCode')}
          </button>
        )}
        {kind === 'recovery' && offers('totp') && (
          <button type="button" className={`-ml-2 ${linkClass}`} onClick={() => switchTo('totp')}>
            {t('secondFactor.useAppCode')}
          </button>
        )}
        <Button variant="ghost" className="ml-auto" busy={cancelling} disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

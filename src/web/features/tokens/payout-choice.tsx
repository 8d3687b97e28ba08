import { useState } from 'react';
import { PAYOUT_CHOICES, type PayoutChoice as Choice } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { dayWithDateIn, formatChf, tokensText } from '#web/lib/format.ts';
import { activeLanguage, t } from '#web/lib/i18n/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { useChoosePayout, usePayoutOffer } from './api/payout.ts';

const [KEEP, PAYOUT, DONATION] = PAYOUT_CHOICES;
const STATUS_TEXT = { refunding: 'payout.status.refunding', paid: 'payout.status.paid', manual: 'payout.status.manual' } as const;

/**
 * Leftover tokens after an edition (docs/decisions/040-payouts.md): while a payout window is open, a guest with tokens
 * keeps them (the default: tokens never expire), has them paid back to their card or TWINT, or donates them to the
 * festival's cause. Paying out and donating are final, so each asks first.
 */
export function PayoutChoiceSection({ onBalanceChanged }: { onBalanceChanged: () => Promise<unknown> }) {
  const offer = usePayoutOffer();
  const choose = useChoosePayout(onBalanceChanged);
  const [asking, setAsking] = useState<Exclude<Choice, 'keep'> | null>(null);
  const data = offer.data;
  if (!data?.window || (data.balance === 0 && !data.choice)) return null;
  const { window } = data;
  const chosen = data.choice && data.choice.choice !== KEEP ? data.choice : null;

  const send = (choice: Choice) =>
    choose.mutate(
      { choice },
      {
        onSuccess: ({ offer: now }) => {
          setAsking(null);
          toast.success(choice === PAYOUT ? t('payout.done.payout', { amount: formatChf((now.choice?.amountCents ?? 0) / 100) }) : choice === DONATION ? t('payout.done.donation', { cause: window.cause ?? '' }) : t('payout.done.keep'));
        },
        onError: (error) => {
          setAsking(null);
          toast.error(errorMessage(error, t('unexpectedError')));
          void offer.refetch();
        },
      },
    );

  return (
    <section aria-labelledby="payout-heading" className="card space-y-4 p-5">
      <div className="space-y-1">
        <h2 id="payout-heading" className="text-lg font-semibold text-slate-900">
          {t('payout.title', { edition: window.editionName })}
        </h2>
        {/* The window's offer, until the guest chose: after a payout or a donation only its status remains. */}
        {!chosen && <p className="text-sm text-slate-600">{t('payout.intro', { date: dayWithDateIn(window.lastDay, activeLanguage()) })}</p>}
      </div>

      {chosen ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" role="status">
          {chosen.choice === PAYOUT
            ? t(STATUS_TEXT[chosen.status ?? 'refunding'], { tokens: tokensText(chosen.tokens), amount: formatChf(chosen.amountCents / 100) })
            : t('payout.status.donated', { tokens: tokensText(chosen.tokens), cause: window.cause ?? '' })}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('payout.options')}>
          <li className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200">
            <p className="text-sm font-medium text-slate-900">{t('payout.keep.title')}</p>
            <p className="flex-1 text-sm text-slate-600">{t('payout.keep.text', { tokens: tokensText(data.balance) })}</p>
            <Button variant="secondary" disabled={choose.isPending || data.choice?.choice === KEEP} onClick={() => send(KEEP)}>
              {data.choice?.choice === KEEP ? t('payout.keep.chosen') : t('payout.keep.button')}
            </Button>
          </li>
          <li className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200">
            <p className="text-sm font-medium text-slate-900">{t('payout.payout.title')}</p>
            <p className="flex-1 text-sm text-slate-600">
              {data.canPayOut
                ? t('payout.payout.text', { tokens: tokensText(data.payoutTokens), amount: formatChf(data.payoutCents / 100) })
                : t('payout.payout.minimum', { minimum: tokensText(window.minimumTokens), tokens: tokensText(data.payableTokens) })}
              {data.canPayOut && window.feeTokens > 0 && ` ${t('payout.payout.fee', { fee: tokensText(window.feeTokens) })}`}
            </p>
            <Button disabled={!data.canPayOut || choose.isPending} onClick={() => setAsking(PAYOUT)}>
              {t('payout.payout.button')}
            </Button>
          </li>
          {window.cause && (
            <li className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200">
              <p className="text-sm font-medium text-slate-900">{t('payout.donation.title')}</p>
              <p className="flex-1 text-sm text-slate-600">{t('payout.donation.text', { tokens: tokensText(data.payableTokens), cause: window.cause })}</p>
              <Button variant="secondary" disabled={data.payableTokens === 0 || choose.isPending} onClick={() => setAsking(DONATION)}>
                {t('payout.donation.button')}
              </Button>
            </li>
          )}
        </ul>
      )}

      <ConfirmDialog
        open={asking !== null}
        title={asking === DONATION ? t('payout.donation.confirmTitle') : t('payout.payout.confirmTitle')}
        message={
          asking === DONATION
            ? t('payout.donation.confirm', { tokens: tokensText(data.payableTokens), cause: window.cause ?? '' })
            : t('payout.payout.confirm', { tokens: tokensText(data.payableTokens), amount: formatChf(data.payoutCents / 100) })
        }
        confirmLabel={asking === DONATION ? t('payout.donation.button') : t('payout.payout.button')}
        confirmVariant="primary"
        busy={choose.isPending}
        onConfirm={() => asking && send(asking)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { toast } from '#web/lib/toast.ts';
import { ERROR_CODES } from '#shared/api-error.ts';
import type { TokenPackage } from '#shared/constants.ts';
import { paths } from '#web/lib/paths.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { PreorderEnded } from '#web/components/preorder-notices.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorState } from '#web/components/ui/states.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { usePreorderWindow } from '#web/features/settings/api/preorder-window.ts';
import { useCreateCheckoutSession } from '#web/features/tokens/api/checkout-session.ts';
import { statementQueryKey } from '#web/features/tokens/api/statement.ts';
import { BalanceCard } from '#web/features/tokens/balance-card.tsx';
import { HowTokensWork } from '#web/features/tokens/how-tokens-work.tsx';
import { PaymentMethods } from '#web/features/tokens/payment-methods.tsx';
import { PayoutChoiceSection } from '#web/features/tokens/payout-choice.tsx';
import { TokenPackages } from '#web/features/tokens/token-packages.tsx';
import { ReminderSetting } from '#web/features/tokens/reminder-setting.tsx';
import { TokenStatement } from '#web/features/tokens/token-statement.tsx';
import { usePaymentReturn } from '#web/features/tokens/use-payment-return.ts';
import { useFollowLink } from '#web/lib/use-follow-link.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export function TokensPage() {
  const { profile, refresh } = useSession();
  const queryClient = useQueryClient();
  // Tokens are sold only while they can be spent: while pre-orders are open (docs/product.md#token-purchases).
  const { settings, canOrder } = usePreorderWindow();
  const checkout = useCreateCheckoutSession();
  const [refreshing, setRefreshing] = useState(false);
  // Stays set after success too: the browser is leaving for the payment page.
  const [pendingId, setPendingId] = useState<string | null>(null);
  usePaymentReturn();
  const followLink = useFollowLink();

  const choose = (pkg: TokenPackage) => {
    setPendingId(pkg.id);
    checkout.mutate(
      { packageId: pkg.id },
      {
        onSuccess: ({ url }) => followLink(url),
        onError: (error) => {
          setPendingId(null);
          // Pre-orders closed while the page was open: say so, and let the page show it.
          if (error instanceof ApiError && error.code === ERROR_CODES.tokenSalesClosed) {
            toast.error(errorMessage(error, t('paymentSessionFailed')));
            void settings.refetch();
          } else toast.error(t('paymentSessionFailed'));
        },
      },
    );
  };

  const refreshBalance = async () => {
    setRefreshing(true);
    await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: statementQueryKey })]);
    setRefreshing(false);
  };

  const inactive = profile?.status !== 'active';
  return (
    <div className="space-y-8">
      <Link
        to={paths.shop}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('tokens.backToShop')}
      </Link>
      <PageHeader title={t('buyTokens')} description={t('tokens.pageDescription')} />

      <BalanceCard balance={profile?.tokenBalance ?? 0} refreshing={refreshing} onRefresh={() => void refreshBalance()} />
      {/* After an edition: keep, pay out or donate (docs/decisions/040-payouts.md); nothing while no window is open. */}
      <PayoutChoiceSection onBalanceChanged={refresh} />

      <section aria-label={t('tokens.packagesSection')}>
        {settings.isPending ? (
          <Spinner className="py-8" />
        ) : settings.isError ? (
          <ErrorState title={t('unexpectedError')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
        ) : settings.data.cardPayments === 'none' ? (
          <p className="rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">{t('cardPaymentsNotConfigured')}</p>
        ) : !canOrder ? (
          <PreorderEnded
            contactEmail={settings.data.contactEmail}
            title={t('tokens.closedTitle')}
            text={t('tokenSalesClosed', { email: settings.data.contactEmail })}
          />
        ) : (
          <>
            <TokenPackages packages={settings.data.tokenPackages} pendingId={pendingId} disabled={inactive} onChoose={choose} />
            <PaymentMethods methods={settings.data.paymentMethods} />
          </>
        )}
        {inactive && canOrder && <p className="mt-3 text-sm text-warning-fg">{t('accountInactive')}</p>}
      </section>

      {/* Reminders go to guests only (not staff or admins), so only guests can turn them off. */}
      {profile?.role === 'user' && <ReminderSetting />}
      <HowTokensWork />
      <TokenStatement />
    </div>
  );
}

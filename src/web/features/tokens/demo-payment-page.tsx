import { Link, useParams } from 'react-router';
import { FlaskConical } from 'lucide-react';
import type { PaymentMethod } from '#shared/constants.ts';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorState } from '#web/components/ui/states.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { submit } from '#web/lib/submit.ts';
import { useFollowLink } from '#web/lib/use-follow-link.ts';
import { useDemoPayment, useDemoPaymentAction } from '#web/features/tokens/api/demo-payment.ts';
import { formatChf } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';

/**
 * The built-in demo payment provider's hosted page (used while no Stripe keys are configured).
 * Paying here is confirmed by the server through the same fulfilment as a Stripe webhook.
 */
export function DemoPaymentPage() {
  const { paymentId = '' } = useParams();
  const payment = useDemoPayment(paymentId);
  const action = useDemoPaymentAction(paymentId);
  const followLink = useFollowLink();

  /** Like Stripe's page, one way to pay per method the shop offers (docs/decisions/039); the demo takes no money either way. */
  const payLabel = (method: PaymentMethod, offered: PaymentMethod[]) =>
    offered.length === 1 && method === 'card' ? t('pay.pay') : method === 'card' ? t('pay.payByCard') : t('pay.payWithTwint');

  const run = (kind: 'complete' | 'cancel') =>
    void submit(() => action.mutateAsync(kind), {
      fallback: t('unexpectedError'),
      onSuccess: ({ url }) => followLink(url, { replace: true }),
    });

  let body;
  if (payment.isPending) body = <Spinner className="py-6" />;
  else if (payment.isError) body = <ErrorState compact title={errorMessage(payment.error, t('unexpectedError'))} />;
  else if (payment.data.status !== 'open') body = <p role="status" className="text-sm text-slate-700">{t('paymentNotOpen')}</p>;
  else
    body = (
      <>
        <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-slate-600">{t('pay.package')}</dt>
            <dd className="font-medium text-slate-900">{t('pay.loungeTokens', { tokens: payment.data.tokens })}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-slate-600">{t('common.total')}</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatChf(payment.data.priceChf)}</dd>
          </div>
        </dl>
        <FormActions className="mt-6">
          <Button variant="secondary" disabled={action.isPending} busy={action.isPending && action.variables === 'cancel'} onClick={() => run('cancel')}>
            {t('common.cancel')}
          </Button>
          {payment.data.paymentMethods.map((method) => (
            <Button
              key={method}
              disabled={action.isPending}
              busy={action.isPending && action.variables === 'complete'}
              onClick={() => run('complete')}
            >
              {payLabel(method, payment.data.paymentMethods)}
            </Button>
          ))}
        </FormActions>
      </>
    );

  return (
    <div className="mx-auto max-w-md">
      <section aria-labelledby="demo-pay-heading" className="card p-6">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-warning-bg px-3 py-1 text-xs font-semibold text-warning-fg ring-1 ring-warning-line ring-inset">
          <FlaskConical aria-hidden="true" className="size-4" />
          {t('pay.demoProvider')}
        </p>
        <h1 id="demo-pay-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('pay.title')}
        </h1>
        <p className="mt-2 mb-5 text-sm text-slate-600">
          {t('pay.text')}
        </p>
        {body}
        {payment.data?.status !== 'open' && !payment.isPending && (
          <Link to={paths.tokens} className={cn(buttonClasses({ variant: 'secondary', fullWidth: true }), 'mt-6')}>
            {t('pay.back')}
          </Link>
        )}
      </section>
    </div>
  );
}

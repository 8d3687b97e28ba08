import { Link } from 'react-router';
import { Receipt } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '#web/components/ui/states.tsx';
import { useMyOrders } from './api/my-orders.ts';
import { OrderCard } from '#web/components/order-card.tsx';
import { ordersByEdition } from './orders-by-edition.ts';
import { OrderActions } from './order-actions.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

export function OrdersPage() {
  const orders = useMyOrders();

  let body;
  if (orders.isPending) body = <Spinner className="py-16" message={t('orders.loading')} />;
  else if (orders.isError) {
    body = (
      <ErrorState title={t('orders.failedTitle')} onRetry={() => void orders.refetch()} retrying={orders.isFetching}>
        {errorMessage(orders.error, t('orders.failed'))}
      </ErrorState>
    );
  } else if (orders.data.length === 0) {
    body = (
      <EmptyState
        icon={Receipt}
        title={t('noOrders')}
        action={
          <Link to={paths.shop} className={buttonClasses({ variant: 'secondary' })}>
            {t('continueShopping')}
          </Link>
        }
      >
        {t('orders.emptyText')}
      </EmptyState>
    );
  } else {
    // One heading per festival edition, this year's first (docs/decisions/031).
    body = (
      <div className="flex flex-col gap-8">
        {ordersByEdition(orders.data).map(({ edition, orders: editionOrders }) => (
          <section key={edition.id} aria-labelledby={`edition-${edition.id}`}>
            <h2 id={`edition-${edition.id}`} className="mb-3 text-lg font-semibold text-slate-900">
              {edition.name}
            </h2>
            <ul className="flex flex-col gap-4">
              {editionOrders.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} headingLevel={3} action={order.status !== 'cancelled' && <OrderActions order={order} />} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('yourOrders')} description={t('orders.description')} />
      {body}
    </>
  );
}

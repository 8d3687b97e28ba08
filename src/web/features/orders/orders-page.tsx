import { Link } from 'react-router';
import { Receipt } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import { paths } from '#web/app/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '#web/components/ui/states.tsx';
import { useMyOrders } from './api/my-orders.ts';
import { OrderCard } from '#web/components/order-card.tsx';

export function OrdersPage() {
  const orders = useMyOrders();

  let body;
  if (orders.isPending) body = <Spinner className="py-16" message="Loading orders..." />;
  else if (orders.isError) {
    body = (
      <ErrorState title="Unable to Load Orders" onRetry={() => void orders.refetch()} retrying={orders.isFetching}>
        {errorMessage(orders.error, 'Failed to load orders')}
      </ErrorState>
    );
  } else if (orders.data.length === 0) {
    body = (
      <EmptyState
        icon={Receipt}
        title={msg.noOrders}
        action={
          <Link to={paths.shop} className={buttonClasses({ variant: 'secondary' })}>
            {msg.continueShopping}
          </Link>
        }
      >
        Orders you place in the shop appear here, newest first.
      </EmptyState>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {orders.data.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={msg.yourOrders} description="Everything you have pre-ordered, newest first." />
      {body}
    </>
  );
}

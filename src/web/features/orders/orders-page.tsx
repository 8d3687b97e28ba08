import { Receipt, TriangleAlert } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMyOrders } from './api/my-orders.ts';
import { OrderCard } from './order-card.tsx';

export function OrdersPage() {
  const orders = useMyOrders();

  let body;
  if (orders.isPending) body = <Spinner className="py-16" message="Loading orders..." />;
  else if (orders.isError) {
    body = (
      <section role="alert" className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
        <TriangleAlert aria-hidden="true" className="size-10 text-cancelled-fg" />
        <p className="text-sm text-slate-600">{errorMessage(orders.error, 'Failed to load orders')}</p>
        <Button variant="secondary" onClick={() => void orders.refetch()} busy={orders.isFetching}>
          {msg.tryAgain}
        </Button>
      </section>
    );
  } else if (orders.data.length === 0) {
    body = (
      <section className="flex flex-col items-center gap-3 rounded-xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
        <Receipt aria-hidden="true" className="size-10 text-slate-400" />
        <p className="font-medium">{msg.noOrders}</p>
      </section>
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

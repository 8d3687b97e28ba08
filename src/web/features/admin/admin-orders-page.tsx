import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export function AdminOrdersPage() {
  return (
    <>
      <PageHeader title="Orders" description="Complete, cancel and refund orders." />
      <ComingSoon>The order table, order details, refunds and manual orders will appear here.</ComingSoon>
    </>
  );
}

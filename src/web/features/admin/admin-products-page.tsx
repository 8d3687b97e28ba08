import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export function AdminProductsPage() {
  return (
    <>
      <PageHeader title="Products" description="Manage the product catalogue." />
      <ComingSoon>The product table and the product form will appear here.</ComingSoon>
    </>
  );
}

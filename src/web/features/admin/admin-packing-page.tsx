import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export function AdminPackingPage() {
  return (
    <>
      <PageHeader title="Packing Lists" description="What to take from storage, by festival day and lounge." />
      <ComingSoon>The product summary and the per-lounge packing lists of completed orders will appear here.</ComingSoon>
    </>
  );
}

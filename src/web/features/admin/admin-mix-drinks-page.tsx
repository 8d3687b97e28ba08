import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export function AdminMixDrinksPage() {
  return (
    <>
      <PageHeader title="Mix Drinks" description="Manage the free mix drinks offered with bottles." />
      <ComingSoon>The mix drink table and form will appear here.</ComingSoon>
    </>
  );
}

import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export function AdminLoungesPage() {
  return (
    <>
      <PageHeader title="Lounges" description="Manage lounges, booking numbers and assignments." />
      <ComingSoon>The lounge list by day, the lounge form and user assignment will appear here.</ComingSoon>
    </>
  );
}

import { PageHeader } from '#web/components/ui/page-header.tsx';
import { ComingSoon } from '#web/components/ui/coming-soon.tsx';

export function AdminSettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Pre-order deadline, shop contact e-mail and token packages." />
      <ComingSoon>The shop settings form will appear here.</ComingSoon>
    </>
  );
}

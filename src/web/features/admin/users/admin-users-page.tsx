import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { useActiveUsers, useApplications } from '#web/features/admin/users/api/users.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { ActiveUsersTable } from './active-users-table.tsx';
import { ApplicationsTable } from './applications-table.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';

export function AdminUsersPage() {
  const [tab, setTab] = useState('active');
  const [creating, setCreating] = useState(false);
  const users = useActiveUsers();
  const applications = useApplications();
  useFailureToast(users.error, msg.fetchUsersFailed);
  useFailureToast(applications.error, msg.fetchApplicationsFailed);

  const count = (list: unknown[] | undefined) => (list ? ` (${list.length})` : '');

  return (
    <>
      <PageHeader
        title="Users"
        description="Manage guests, admins and applications."
        actions={<PageAction icon={UserPlus} onClick={() => setCreating(true)}>Create User</PageAction>}
      />
      <Tabs
        label="User lists"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'active', label: `Active Users${count(users.data)}` },
          { value: 'applications', label: `Applications${count(applications.data)}` },
        ]}
      >
        {tab === 'active' ? (
          <QueryState query={users} failedMessage={msg.fetchUsersFailed}>
            <ActiveUsersTable users={users.data ?? []} />
          </QueryState>
        ) : (
          <QueryState query={applications} failedMessage={msg.fetchApplicationsFailed}>
            <ApplicationsTable applications={applications.data ?? []} />
          </QueryState>
        )}
      </Tabs>
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

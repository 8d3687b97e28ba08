import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { useActiveUsers, useApplications } from '#web/features/admin/users/api/users.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { ActiveUsersTable } from './active-users-table.tsx';
import { ApplicationsTable } from './applications-table.tsx';
import { CreateUserDialog } from './create-user-dialog.tsx';

const ACTIVE = 'active' as const;
const APPLICATIONS = 'applications' as const;

export function AdminUsersPage() {
  const [tab, setTab] = useState<string>(ACTIVE);
  const [creating, setCreating] = useState(false);
  const users = useActiveUsers();
  const applications = useApplications();
  useFailureToast(users.error, t('fetchUsersFailed'));
  useFailureToast(applications.error, t('fetchApplicationsFailed'));

  // Each tab names its count once its list is there.
  const activeLabel = users.data ? t('admin.users.activeUsersCount', { count: formatNumber(users.data.length) }) : t('admin.users.activeUsers');
  const applicationsLabel = applications.data
    ? t('admin.users.applicationsCount', { count: formatNumber(applications.data.length) })
    : t('admin.users.applications');

  return (
    <>
      <PageHeader
        title={t('title.admin.users')}
        description={t('admin.users.description')}
        actions={<PageAction icon={UserPlus} onClick={() => setCreating(true)}>{t('admin.users.createUser')}</PageAction>}
      />
      <Tabs
        label={t('admin.users.lists')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: ACTIVE, label: activeLabel },
          { value: APPLICATIONS, label: applicationsLabel },
        ]}
      >
        {tab === ACTIVE ? (
          <QueryState query={users} failedMessage={t('fetchUsersFailed')}>
            <ActiveUsersTable users={users.data ?? []} />
          </QueryState>
        ) : (
          <QueryState query={applications} failedMessage={t('fetchApplicationsFailed')}>
            <ApplicationsTable applications={applications.data ?? []} />
          </QueryState>
        )}
      </Tabs>
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

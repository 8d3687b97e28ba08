import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { useUrlParams } from '#web/lib/use-url-params.ts';
import { AuditLogPanel } from './audit-log-panel.tsx';
import { SecurityEventsPanel } from './security-events-panel.tsx';

const AUDIT = 'audit' as const;
const SECURITY = 'security' as const;

/** The back office's two logs (docs/features.md#security-and-audit-log), one tab each; the tab lives in the URL. */
export function AdminSecurityLogPage() {
  const url = useUrlParams();
  const tab = url.params.get('log') === SECURITY ? SECURITY : AUDIT;
  return (
    <>
      <PageHeader title={t('title.admin.securityLog')} description={t('admin.securityLog.description')} />
      <Tabs
        label={t('admin.securityLog.logs')}
        value={tab}
        onValueChange={(value) => url.set('log', value === SECURITY ? SECURITY : null)}
        items={[
          { value: AUDIT, label: t('admin.securityLog.auditLog') },
          { value: SECURITY, label: t('admin.securityLog.securityEvents') },
        ]}
      >
        {tab === AUDIT ? <AuditLogPanel /> : <SecurityEventsPanel />}
      </Tabs>
    </>
  );
}

import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { t } from '#web/lib/i18n/i18n.ts';
import { tokensText } from '#web/lib/format.ts';
import { MountOnceOpened } from '#web/lib/lazy-component.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useSession } from '#web/features/auth/api/session.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { DownloadDataSection } from './download-data-section.tsx';

// The confirmation after a deletion travels in this page's chunk: one chunk fewer for the router to name, which
// the /shop first visit downloads (docs/architecture.md#web).
export { AccountDeletedPage } from './account-deleted-page.tsx';

/**
 * "Your data" (docs/decisions/048): what the shop holds about the signed-in person, to download, and deleting the
 * account (docs/decisions/041). Only guests can delete their account; staff and admins are told to ask an admin.
 */
export function YourDataPage() {
  const { profile } = useSession();
  const [deleteOpen, setDeleteOpen] = useState(false);
  if (!profile) return null;
  const balance = profile.tokenBalance;
  const isGuest = profile.role === 'user';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title={t('dataRights.title')} description={t('dataRights.description')} />
      <DownloadDataSection />
      <section aria-labelledby="delete-account" className="card flex flex-col gap-3 p-4 sm:p-6">
        <h2 id="delete-account" className="font-semibold text-slate-900">
          {t('dataRights.deleteTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('dataRights.deleteText')}</p>
        <dl className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <dt className="text-slate-600">{t('dataRights.balance')}</dt>
          <dd className="font-semibold text-slate-900">{tokensText(balance)}</dd>
        </dl>
        {isGuest ? (
          <div>
            <Button variant="danger" onClick={() => setDeleteOpen(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('dataRights.deleteButton')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('dataRights.staffCannotDelete')}</p>
        )}
      </section>
      <MountOnceOpened open={deleteOpen}>
        <DeleteAccountDialog open={deleteOpen} balance={balance} onClose={() => setDeleteOpen(false)} />
      </MountOnceOpened>
    </div>
  );
}

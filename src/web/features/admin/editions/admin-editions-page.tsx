import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Edition } from '#shared/schemas/editions.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { submit } from '#web/lib/submit.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { useCloseEdition, useEditions, useOpenEdition } from '#web/features/admin/editions/api/editions.ts';
import { EditionFormDialog, type EditionFormTask } from './edition-form-dialog.tsx';
import { EditionsTable, type EditionAction } from './editions-table.tsx';
import { PayoutWindowDialog } from './payout-window-dialog.tsx';

type Confirming = { action: 'open' | 'close'; edition: Edition };

/** What opening an edition does to the one guests see now: its pre-orders close (docs/decisions/031). */
function openText(edition: Edition, current: Edition | undefined) {
  return current
    ? t('admin.editions.openText', { edition: edition.name, current: current.name })
    : t('admin.editions.openTextNoCurrent', { edition: edition.name });
}

/** Festival editions (docs/decisions/031): one year's festival each; prepare the next, open it, close the last. */
export function AdminEditionsPage() {
  const editions = useEditions();
  useFailureToast(editions.error, t('admin.editions.fetchFailed'));
  const open = useOpenEdition();
  const close = useCloseEdition();
  const [task, setTask] = useState<EditionFormTask | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [payouts, setPayouts] = useState<Edition | null>(null);
  const list = editions.data ?? [];
  // Newest first: the next edition is prepared from the first.
  const newest = list[0];
  const current = list.find((e) => e.isCurrent);

  const onAction = (action: EditionAction, edition: Edition) => {
    if (action === 'edit') setTask({ kind: 'edit', edition });
    else if (action === 'payouts') setPayouts(edition);
    else setConfirming({ action, edition });
  };

  const confirm = async () => {
    if (!confirming) return;
    const { action, edition } = confirming;
    await submit(() => (action === 'open' ? open.mutateAsync(edition.id) : close.mutateAsync(edition.id)), {
      success: () => (action === 'open' ? t('editionOpened', { edition: edition.name }) : t('editionClosedDone', { edition: edition.name })),
      fallback: t('admin.editions.changeFailed'),
    });
    setConfirming(null);
  };

  return (
    <>
      <PageHeader
        title={t('title.admin.editions')}
        description={t('admin.editions.description')}
        actions={
          newest && (
            <PageAction icon={Plus} onClick={() => setTask({ kind: 'prepare', from: newest })}>
              {t('admin.editions.prepareNext')}
            </PageAction>
          )
        }
      />
      <QueryState query={editions} failedMessage={t('admin.editions.fetchFailed')}>
        <EditionsTable editions={list} onAction={onAction} />
      </QueryState>
      <EditionFormDialog task={task} onClose={() => setTask(null)} />
      <PayoutWindowDialog edition={payouts} onClose={() => setPayouts(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.action === 'open'
            ? t('admin.editions.openTitle', { edition: confirming.edition.name })
            : t('admin.editions.closeTitle', { edition: confirming?.edition.name ?? '' })
        }
        message={
          !confirming ? '' : confirming.action === 'open' ? openText(confirming.edition, current) : t('admin.editions.closeText', { edition: confirming.edition.name })
        }
        confirmLabel={confirming?.action === 'open' ? t('admin.editions.openConfirm') : t('admin.editions.closeConfirm')}
        confirmVariant={confirming?.action === 'open' ? 'primary' : 'danger'}
        busy={open.isPending || close.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

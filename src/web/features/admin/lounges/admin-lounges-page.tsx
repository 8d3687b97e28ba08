import { useState } from 'react';
import { Plus } from 'lucide-react';
import { LOUNGE_DAYS, loungeLabel } from '#shared/constants.ts';
import { sortLounges } from '#shared/lounge-order.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import { submit } from '#web/lib/submit.ts';
import { dayLabel, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { useAdminLounges, useUnassignUser } from '#web/features/admin/lounges/api/lounges.ts';
import { useShownEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { useAddOrEdit } from '#web/lib/use-add-or-edit.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Tabs, type TabItem } from '#web/components/ui/tabs.tsx';
import { AssignUserDialog } from './assign-user-dialog.tsx';
import { LoungeFormDialog } from './lounge-form-dialog.tsx';
import { LoungesTable } from './lounges-table.tsx';
import { MoveLoungeDialog } from './move-lounge-dialog.tsx';

const ALL = 'all' as const;
type Unassigning = { lounge: AdminLounge; user: AdminLounge['assignedUsers'][number] };

/**
 * The question before unassigning (docs/product.md#lounges); when the last guest of a lounge whose tokens went out
 * leaves, also what follows: the lounge stays, its tokens are not granted again, and a guest with its booking number
 * can rejoin (docs/decisions/032-group-lounges.md).
 */
function unassignQuestion({ lounge, user }: Unassigning) {
  const question = t('confirmUnassign', { email: user.email, lounge: loungeLabel(lounge) });
  const last = lounge.assignedUsers.length === 1 && lounge.tokensTransferred;
  return last ? `${question} ${t('admin.lounges.lastGuestNote', { email: user.email, action: t('assignToOtherLounge') })}` : question;
}

/** Day tabs for the days that have lounges, always in festival order, each with its count (docs/product.md#lounges). */
function dayTabs(lounges: AdminLounge[]) {
  const tabs: TabItem[] = [{ value: ALL, label: t('admin.lounges.allDays', { count: formatNumber(lounges.length) }) }];
  for (const day of LOUNGE_DAYS) {
    const n = lounges.filter((l) => l.day === day).length;
    if (n > 0) tabs.push({ value: day, label: t('admin.lounges.dayTab', { day: dayLabel(day), count: formatNumber(n) }) });
  }
  return tabs;
}

export function AdminLoungesPage() {
  const lounges = useAdminLounges();
  useFailureToast(lounges.error, t('fetchLoungesFailed'));
  const unassign = useUnassignUser();
  // A closed edition's lounges can be read, not changed (docs/decisions/031).
  const { readOnly } = useShownEdition();
  const [day, setDay] = useState<string>(ALL);
  const form = useAddOrEdit<AdminLounge>();
  const [assigning, setAssigning] = useState<AdminLounge | null>(null);
  const [moving, setMoving] = useState<AdminLounge | null>(null);
  const [unassigning, setUnassigning] = useState<Unassigning | null>(null);

  // Scannable: day, category, table number (2 before 10).
  const all = sortLounges(lounges.data ?? []);
  const tabs = dayTabs(all);
  // A tab can vanish (its last lounge moved to another day); fall back to all days.
  const activeDay = tabs.some((tab) => tab.value === day) ? day : ALL;
  const shown = activeDay === ALL ? all : all.filter((l) => l.day === activeDay);

  const confirmUnassign = async () => {
    if (!unassigning) return;
    const { lounge, user } = unassigning;
    await submit(() => unassign.mutateAsync({ loungeId: lounge.id, userId: user.id }), {
      success: () => t('userUnassigned'),
      fallback: t('unassignUserFailed'),
    });
    setUnassigning(null);
  };

  return (
    <>
      <PageHeader
        title={t('title.admin.lounges')}
        description={t('admin.lounges.description')}
        actions={
          <PageAction icon={Plus} onClick={form.add} disabled={readOnly}>
            {t('admin.lounges.addLounge')}
          </PageAction>
        }
      />
      <QueryState query={lounges} failedMessage={t('fetchLoungesFailed')}>
        <Tabs label={t('admin.lounges.festivalDay')} items={tabs} value={activeDay} onValueChange={setDay}>
          <LoungesTable
            lounges={shown}
            readOnly={readOnly}
            actions={{
              onEdit: form.edit,
              onAssign: setAssigning,
              onMove: setMoving,
              onUnassign: (lounge, user) => setUnassigning({ lounge, user }),
            }}
          />
        </Tabs>
      </QueryState>
      <LoungeFormDialog open={form.open} lounge={form.editing} onClose={form.close} />
      <AssignUserDialog lounge={assigning} onClose={() => setAssigning(null)} />
      <MoveLoungeDialog lounge={moving} onClose={() => setMoving(null)} />
      <ConfirmDialog
        open={unassigning !== null}
        title={t('admin.lounges.unassignTitle')}
        message={unassigning ? unassignQuestion(unassigning) : ''}
        confirmLabel={t('admin.lounges.unassign')}
        busy={unassign.isPending}
        onConfirm={() => void confirmUnassign()}
        onCancel={() => setUnassigning(null)}
      />
    </>
  );
}

import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminMixDrink } from '#shared/schemas/admin-catalogue.ts';
import { ActiveBadge } from '#web/components/ui/status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useAddOrEdit } from '#web/lib/use-add-or-edit.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useAdminMixDrinks, useDeleteMixDrink } from '#web/features/admin/catalogue/api/catalogue.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { ConfirmDialog, useConfirmedAction } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { MixDrinkFormDialog } from './mix-drink-form-dialog.tsx';

/** The table's columns, named in the active language (built at render time). */
const columns = (): Column<AdminMixDrink>[] => [
  { header: t('admin.catalogue.colMixDrink'), cell: (mixDrink) => <span className="font-medium">{mixDrink.name}</span> },
  {
    header: t('admin.catalogue.colStatus'),
    cell: (mixDrink) => <ActiveBadge active={mixDrink.isActive} />,
  },
  { header: t('admin.catalogue.colCreated'), className: 'whitespace-nowrap text-slate-600', cell: (mixDrink) => formatDateTime(mixDrink.createdAt) },
];

export function AdminMixDrinksPage() {
  const mixDrinks = useAdminMixDrinks();
  useFailureToast(mixDrinks.error, t('fetchMixDrinksFailed'));
  const remove = useDeleteMixDrink();
  const form = useAddOrEdit<AdminMixDrink>();
  const deleting = useConfirmedAction(
    (mixDrink: AdminMixDrink) => remove.mutateAsync(mixDrink.id),
    () => ({ success: t('mixDrinkDeactivated'), fallback: t('deleteMixDrinkFailed') }),
  );

  return (
    <>
      <PageHeader
        title={t('title.admin.mixDrinks')}
        description={t('admin.catalogue.mixDrinksDescription')}
        actions={
          <PageAction icon={Plus} onClick={form.add}>
            {t('admin.catalogue.addMixDrink')}
          </PageAction>
        }
      />
      <QueryState query={mixDrinks} failedMessage={t('fetchMixDrinksFailed')}>
        <DataTable
          label={t('admin.catalogue.mixDrinksTable')}
          columns={columns()}
          rows={mixDrinks.data ?? []}
          rowKey={(mixDrink) => mixDrink.id}
          empty={t('admin.catalogue.noMixDrinks')}
          rowClassName={(mixDrink) => (mixDrink.isActive ? undefined : 'bg-slate-50/70')}
          actions={(mixDrink) => (
            <div className="flex flex-wrap gap-2 lg:justify-end">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => form.edit(mixDrink)}
                aria-label={t('admin.catalogue.editNamed', { name: mixDrink.name })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('admin.catalogue.edit')}
              </Button>
              {mixDrink.isActive && (
                <Button size="sm" variant="danger-ghost" onClick={() => deleting.ask(mixDrink)} aria-label={t('admin.catalogue.deleteNamed', { name: mixDrink.name })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('admin.catalogue.delete')}
                </Button>
              )}
            </div>
          )}
        />
      </QueryState>
      <MixDrinkFormDialog open={form.open} mixDrink={form.editing} onClose={form.close} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('admin.catalogue.deleteMixDrink')}
        message={t('confirmDeleteMixDrink')}
        confirmLabel={t('admin.catalogue.delete')}
        busy={remove.isPending}
      />
    </>
  );
}

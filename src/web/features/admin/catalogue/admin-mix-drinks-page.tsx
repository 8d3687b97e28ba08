import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { AdminMixDrink } from '#shared/schemas/admin-catalogue.ts';
import { submit } from '#web/lib/submit.ts';
import { ActiveBadge } from '#web/components/ui/status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { useAdminMixDrinks, useDeleteMixDrink } from '#web/features/admin/catalogue/api/catalogue.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { MixDrinkFormDialog } from './mix-drink-form-dialog.tsx';

const columns: Column<AdminMixDrink>[] = [
  { header: 'Mix Drink', cell: (mixDrink) => <span className="font-medium">{mixDrink.name}</span> },
  {
    header: 'Status',
    cell: (mixDrink) => <ActiveBadge active={mixDrink.isActive} />,
  },
  { header: 'Created', className: 'whitespace-nowrap text-slate-600', cell: (mixDrink) => formatDateTime(mixDrink.createdAt) },
];

export function AdminMixDrinksPage() {
  const mixDrinks = useAdminMixDrinks();
  useFailureToast(mixDrinks.error, msg.fetchMixDrinksFailed);
  const remove = useDeleteMixDrink();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminMixDrink | null>(null);
  const [deleting, setDeleting] = useState<AdminMixDrink | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    await submit(() => remove.mutateAsync(deleting.id), { success: msg.mixDrinkDeactivated, fallback: msg.deleteMixDrinkFailed });
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Mix Drinks"
        description="Manage the free mix drinks offered with bottles."
        actions={<PageAction icon={Plus} onClick={() => setFormOpen(true)}>Add Mix Drink</PageAction>}
      />
      <QueryState query={mixDrinks} failedMessage={msg.fetchMixDrinksFailed}>
        <DataTable
          label="Mix drinks"
          columns={columns}
          rows={mixDrinks.data ?? []}
          rowKey={(mixDrink) => mixDrink.id}
          empty="No mix drinks yet."
          rowClassName={(mixDrink) => (mixDrink.isActive ? undefined : 'bg-slate-50/70')}
          actions={(mixDrink) => (
            <div className="flex flex-wrap gap-2 lg:justify-end">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setEditing(mixDrink);
                  setFormOpen(true);
                }}
                aria-label={`Edit ${mixDrink.name}`}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </Button>
              {mixDrink.isActive && (
                <Button size="sm" variant="danger-ghost" onClick={() => setDeleting(mixDrink)} aria-label={`Delete ${mixDrink.name}`}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              )}
            </div>
          )}
        />
      </QueryState>
      <MixDrinkFormDialog
        open={formOpen}
        mixDrink={editing}
        onClose={() => {
          setFormOpen(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Mix Drink"
        message={msg.confirmDeleteMixDrink}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

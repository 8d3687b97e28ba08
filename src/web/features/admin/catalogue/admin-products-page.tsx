import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import { submit } from '#web/lib/submit.ts';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { useAdminProducts, useDeleteProduct } from '#web/features/admin/catalogue/api/catalogue.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { ProductFormDialog } from './product-form-dialog.tsx';
import { ProductsTable } from './products-table.tsx';

export function AdminProductsPage() {
  const products = useAdminProducts();
  useFailureToast(products.error, msg.fetchProductsFailed);
  const remove = useDeleteProduct();
  const [searchParams, setSearchParams] = useSearchParams();
  const [formOpen, setFormOpen] = useState(searchParams.get('new') === '1');
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);

  const closeForm = () => {
    setFormOpen(false);
    setEditing(null);
    if (searchParams.has('new')) setSearchParams({}, { replace: true });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await submit(() => remove.mutateAsync(deleting.id), { success: msg.productDeactivated, fallback: msg.deleteProductFailed });
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Products"
        description="Manage the product catalogue."
        actions={<PageAction icon={Plus} onClick={() => setFormOpen(true)}>Add Product</PageAction>}
      />
      <QueryState query={products} failedMessage={msg.fetchProductsFailed}>
        <ProductsTable
          products={products.data ?? []}
          onEdit={(product) => {
            setEditing(product);
            setFormOpen(true);
          }}
          onDelete={setDeleting}
        />
      </QueryState>
      <ProductFormDialog open={formOpen} product={editing} onClose={closeForm} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Product"
        message={msg.confirmDeleteProduct}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

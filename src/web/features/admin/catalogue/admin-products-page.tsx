import { Plus } from 'lucide-react';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import { submit } from '#web/lib/submit.ts';
import { useAddOrEdit } from '#web/lib/use-add-or-edit.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { PageAction, PageHeader } from '#web/components/ui/page-header.tsx';
import { useAdminProducts, useDeleteProduct, useSetProductOffered } from '#web/features/admin/catalogue/api/catalogue.ts';
import { useShownEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import { useFailureToast } from '#web/lib/use-failure-toast.ts';
import { ConfirmDialog, useConfirmedAction } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { ProductFormDialog } from './product-form-dialog.tsx';
import { ProductsTable } from './products-table.tsx';

export function AdminProductsPage() {
  const products = useAdminProducts();
  useFailureToast(products.error, t('fetchProductsFailed'));
  const remove = useDeleteProduct();
  const setOffered = useSetProductOffered();
  const { edition, readOnly } = useShownEdition();
  const form = useAddOrEdit<AdminProduct>();
  const deleting = useConfirmedAction(
    (product: AdminProduct) => remove.mutateAsync(product.id),
    () => ({ success: t('productDeactivated'), fallback: t('deleteProductFailed') }),
  );

  const changeOffer = (product: AdminProduct, offered: boolean) => {
    if (!edition) return;
    const names = { product: product.name, edition: edition.name };
    void submit(() => setOffered.mutateAsync({ id: product.id, body: { offered } }), {
      success: offered ? t('productOffered', names) : t('productLeftOut', names),
      fallback: t('saveProductFailed'),
    });
  };

  return (
    <>
      <PageHeader
        title={t('title.admin.products')}
        description={t('admin.catalogue.productsDescription')}
        actions={
          <PageAction icon={Plus} onClick={form.add}>
            {t('admin.catalogue.addProduct')}
          </PageAction>
        }
      />
      <QueryState query={products} failedMessage={t('fetchProductsFailed')}>
        <ProductsTable
          products={products.data ?? []}
          offer={
            edition && {
              edition: edition.name,
              readOnly,
              saving: setOffered.isPending ? { id: setOffered.variables.id, offered: setOffered.variables.body.offered } : undefined,
              onChange: changeOffer,
            }
          }
          onEdit={form.edit}
          onDelete={deleting.ask}
        />
      </QueryState>
      <ProductFormDialog open={form.open} product={form.editing} onClose={form.close} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('admin.catalogue.deleteProduct')}
        message={t('confirmDeleteProduct')}
        confirmLabel={t('admin.catalogue.delete')}
        busy={remove.isPending}
      />
    </>
  );
}

import type { DefaultValues } from 'react-hook-form';
import { CATEGORY_TYPE_NAMES, CATEGORY_TYPES } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { MAX_MIX_CHOICES, productBody, type AdminProduct, type ProductBody } from '#shared/schemas/admin-catalogue.ts';
import { submitForm } from '#web/lib/submit.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveProduct } from '#web/features/admin/catalogue/api/catalogue.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdminStockOfAllDays } from '#web/features/admin/stock/api/stock.ts';
import type { AdminStockRow } from '#shared/schemas/stock.ts';
import { ProductStockFields, stockValues } from './product-stock-fields.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';

const valuesOf = (product: AdminProduct | null, stockRows: AdminStockRow[][] | undefined): DefaultValues<ProductBody> => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  tokenPrice: product?.tokenPrice,
  category: product?.category ?? '',
  categoryType: product?.categoryType ?? 'other',
  maxMixChoices: product?.maxMixChoices ?? 0,
  imageUrl: product?.imageUrl ?? '',
  stock: stockValues((stockRows ?? []).map((rows) => rows.find((row) => row.productId === product?.id))),
});

export function ProductFormDialog({ open, product, onClose }: { open: boolean; product: AdminProduct | null; onClose(): void }) {
  const save = useSaveProduct();
  const stockRows = useAdminStockOfAllDays(open && product !== null);
  // An edit waits for the product's stock, so that saving never writes limits the form did not show.
  const ready = product === null || stockRows !== undefined;
  const form = useDialogForm(productBody, open && ready, valuesOf(product, stockRows));
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitForm(form, (body) => save.mutateAsync({ id: product?.id, body }), {
    success: product ? msg.productUpdated : msg.productCreated,
    fallback: msg.saveProductFailed,
    onSuccess: onClose,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={product ? 'Edit Product' : 'Add Product'}
      size="lg"
      onSubmit={onSubmit}
      busy={isSubmitting || !ready}
      submitLabel={product ? 'Save Product' : 'Add Product'}
      spaced
    >
      {!ready && <Spinner message="Loading stock..." />}
      {ready && (
        <>
          <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
          <TextAreaField label="Description" rows={3} error={errors.description?.message} {...form.register('description')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Token price"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.tokenPrice?.message}
              {...form.register('tokenPrice', { valueAsNumber: true })}
            />
            <TextField label="Category (optional)" placeholder="Spirits" error={errors.category?.message} {...form.register('category')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Category type" error={errors.categoryType?.message} {...form.register('categoryType')}>
              {CATEGORY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CATEGORY_TYPE_NAMES[type]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Max mix choices"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_MIX_CHOICES}
              step={1}
              hint={`0 to ${MAX_MIX_CHOICES}; bottles with choices come with free mix drinks.`}
              error={errors.maxMixChoices?.message}
              {...form.register('maxMixChoices', { valueAsNumber: true })}
            />
          </div>
          <TextField
            label="Image URL (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.imageUrl?.message}
            {...form.register('imageUrl')}
          />
          <ProductStockFields form={form} />
        </>
      )}
    </FormDialog>
  );
}

import { useEffect } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CATEGORY_TYPES } from '#shared/constants.ts';
import { msg } from '#shared/messages.ts';
import { MAX_MIX_CHOICES, productBody, type AdminProduct, type ProductBody } from '#shared/schemas/admin-catalogue.ts';
import { submit } from '#web/lib/submit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSaveProduct } from '#web/features/admin/catalogue/api/catalogue.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';

const valuesOf = (product: AdminProduct | null): DefaultValues<ProductBody> => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  tokenPrice: product?.tokenPrice,
  category: product?.category ?? '',
  categoryType: product?.categoryType ?? 'other',
  maxMixChoices: product?.maxMixChoices ?? 0,
  imageUrl: product?.imageUrl ?? '',
});

export function ProductFormDialog({ open, product, onClose }: { open: boolean; product: AdminProduct | null; onClose(): void }) {
  const save = useSaveProduct();
  const form = useForm<ProductBody, unknown, z.output<typeof productBody>>({ resolver: zodResolver(productBody), defaultValues: valuesOf(null) });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(valuesOf(product));
  }, [open, product, reset]);

  const onSubmit = handleSubmit((body) =>
    submit(() => save.mutateAsync({ id: product?.id, body }), {
      form,
      success: product ? msg.productUpdated : msg.productCreated,
      fallback: msg.saveProductFailed,
      onSuccess: onClose,
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={product ? 'Edit Product' : 'Add Product'} size="lg">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextAreaField label="Description" rows={3} error={errors.description?.message} {...register('description')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Token price"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.tokenPrice?.message}
            {...register('tokenPrice', { valueAsNumber: true })}
          />
          <TextField label="Category (optional)" placeholder="Spirits" error={errors.category?.message} {...register('category')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Category type" error={errors.categoryType?.message} {...register('categoryType')}>
            {CATEGORY_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
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
            {...register('maxMixChoices', { valueAsNumber: true })}
          />
        </div>
        <TextField
          label="Image URL (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
        />
        <FormActions className="mt-2">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" busy={isSubmitting}>
            {product ? 'Save Product' : 'Add Product'}
          </Button>
        </FormActions>
      </form>
    </Dialog>
  );
}

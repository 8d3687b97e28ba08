import type { DefaultValues } from 'react-hook-form';
import { CATEGORY_TYPES } from '#shared/constants.ts';
import { MAX_MIX_CHOICES, productBody, type AdminProduct, type ProductBody } from '#shared/schemas/admin-catalogue.ts';
import { useDialogForm } from '#web/lib/use-zod-form.ts';
import { SubmitFormDialog } from '#web/components/ui/form-dialog.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { WholeNumberField } from '#web/components/ui/whole-number-field.tsx';
import { useSaveProduct } from '#web/features/admin/catalogue/api/catalogue.ts';
import { Options, SelectField } from '#web/components/ui/select-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdminStockOfAllDays } from '#web/features/admin/stock/api/stock.ts';
import { useShownEdition } from '#web/features/admin/editions/api/shown-edition.ts';
import type { AdminStockRow } from '#shared/schemas/stock.ts';
import { ProductStockFields, stockValues } from './product-stock-fields.tsx';
import { ProductPhotoField } from './product-photo-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { t } from '#web/lib/i18n/i18n.ts';
import { categoryTypeName } from './category-types.ts';
import { ProductTranslationFields, translationValues } from './translation-fields.tsx';
import { localizeFieldError } from '#web/lib/i18n/field-errors.ts';

const valuesOf = (product: AdminProduct | null, stockRows: AdminStockRow[][] | undefined): DefaultValues<ProductBody> => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  tokenPrice: product?.tokenPrice,
  category: product?.category ?? '',
  categoryType: product?.categoryType ?? 'other',
  maxMixChoices: product?.maxMixChoices ?? 0,
  imageUrl: product?.imageUrl ?? '',
  stock: stockValues((stockRows ?? []).map((rows) => rows.find((row) => row.productId === product?.id))),
  translations: translationValues(['name', 'description', 'category'], product?.translations),
});

/** What the image address field shows while empty: the start of a web address (not text to translate). */
const exampleUrl = 'https://';

export function ProductFormDialog({ open, product, onClose }: { open: boolean; product: AdminProduct | null; onClose(): void }) {
  const save = useSaveProduct();
  // The stock limits are the edition's on screen: a closed edition's are shown, not sent, and a product it leaves out
  // has none there (the Stock page does not list it, the server refuses them: docs/decisions/031).
  const { edition, readOnly } = useShownEdition();
  const leftOut = product?.offered === false;
  const stockLocked = readOnly || leftOut;
  const stockRows = useAdminStockOfAllDays(open && product !== null);
  // An edit waits for the product's stock, so that saving never writes limits the form did not show.
  const ready = product === null || stockRows !== undefined;
  const form = useDialogForm(productBody, open && ready, valuesOf(product, stockRows));
  const { errors } = form.formState;

  return (
    <SubmitFormDialog
      open={open}
      onClose={onClose}
      title={product ? t('admin.catalogue.editProduct') : t('admin.catalogue.addProduct')}
      size="lg"
      form={form}
      send={(body) => save.mutateAsync({ id: product?.id, body: stockLocked ? { ...body, stock: undefined } : body })}
      feedback={{ success: product ? t('productUpdated') : t('productCreated'), fallback: t('saveProductFailed') }}
      busy={!ready}
      submitLabel={product ? t('admin.catalogue.saveProduct') : t('admin.catalogue.addProduct')}
      spaced
    >
      {!ready && <Spinner message={t('admin.catalogue.loadingStock')} />}
      {ready && (
        <>
          <TextField label={t('admin.catalogue.nameLabel')} error={localizeFieldError(errors.name?.message)} {...form.register('name')} />
          <TextAreaField
            label={t('admin.catalogue.descriptionLabel')}
            rows={3}
            error={localizeFieldError(errors.description?.message)}
            {...form.register('description')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <WholeNumberField
              label={t('admin.catalogue.tokenPrice')}
              error={localizeFieldError(errors.tokenPrice?.message)}
              {...form.register('tokenPrice', { valueAsNumber: true })}
            />
            <TextField
              label={t('admin.catalogue.categoryOptional')}
              placeholder={t('admin.catalogue.categoryPlaceholder')}
              error={localizeFieldError(errors.category?.message)}
              {...form.register('category')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label={t('admin.catalogue.categoryType')} error={localizeFieldError(errors.categoryType?.message)} {...form.register('categoryType')}>
              <Options values={CATEGORY_TYPES} label={categoryTypeName} />
            </SelectField>
            <WholeNumberField
              label={t('admin.catalogue.maxMixChoices')}
              max={MAX_MIX_CHOICES}
              hint={t('admin.catalogue.maxMixChoicesHint', { max: MAX_MIX_CHOICES })}
              error={localizeFieldError(errors.maxMixChoices?.message)}
              {...form.register('maxMixChoices', { valueAsNumber: true })}
            />
          </div>
          <ProductTranslationFields form={form} stored={product?.translations} />
          <TextField
            label={t('admin.catalogue.imageUrlOptional')}
            type="url"
            inputMode="url"
            placeholder={exampleUrl}
            error={localizeFieldError(errors.imageUrl?.message)}
            {...form.register('imageUrl')}
          />
          <ProductPhotoField product={product} />
          <ProductStockFields
            form={form}
            disabled={stockLocked}
            note={leftOut && edition ? t('admin.catalogue.stockNotOffered', { edition: edition.name }) : undefined}
          />
        </>
      )}
    </SubmitFormDialog>
  );
}

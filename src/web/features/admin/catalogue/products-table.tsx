import { Pencil, Trash2 } from 'lucide-react';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import { takesMixDrinks } from '#shared/schemas/shop.ts';
import { ActiveBadge } from '#web/components/ui/status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { categoryTypeName } from './category-types.ts';

/**
 * Whether the edition on screen offers each product, as a switch (docs/decisions/031). A change being saved shows at
 * once and holds its switch until the list is read again; a closed edition's offer is read-only.
 */
export type OfferSwitches = {
  edition: string;
  readOnly: boolean;
  saving: { id: string; offered: boolean } | undefined;
  onChange(product: AdminProduct, offered: boolean): void;
};

const offerColumn = ({ edition, readOnly, saving, onChange }: OfferSwitches): Column<AdminProduct> => ({
  header: t('admin.catalogue.colOffered', { edition }),
  cell: (product) => (
    <Switch
      label={t('admin.catalogue.offeredNamed', { name: product.name, edition })}
      labelHidden
      checked={saving?.id === product.id ? saving.offered : product.offered}
      disabled={readOnly || saving?.id === product.id}
      onCheckedChange={(offered) => onChange(product, offered)}
    />
  ),
});

/** The table's columns, named in the active language (built at render time); the offer once the edition is known. */
const columns = (offer: OfferSwitches | undefined): Column<AdminProduct>[] => [
  {
    header: t('admin.catalogue.colProduct'),
    cell: (product) => (
      <div className="flex items-center gap-3">
        <ProductImage imageUrl={product.imageUrl} photoHash={product.photoHash} categoryType={product.categoryType} className="size-12 shrink-0 rounded-lg" />
        <span className="font-medium">{product.name}</span>
      </div>
    ),
  },
  {
    header: t('category.label'),
    cell: (product) => <span className={product.category ? '' : 'text-slate-500'}>{product.category ?? t('admin.catalogue.uncategorized')}</span>,
  },
  {
    header: t('admin.catalogue.colType'),
    cell: (product) => (
      <>
        <span>{categoryTypeName(product.categoryType)}</span>
        {takesMixDrinks(product) && <span className="block text-xs text-slate-500">{t('admin.catalogue.plusMixDrinks', { n: product.maxMixChoices })}</span>}
      </>
    ),
  },
  {
    header: t('admin.catalogue.colPrice'),
    className: 'whitespace-nowrap',
    cell: (product) => (
      <>
        <span className="font-semibold tabular-nums">{formatNumber(product.tokenPrice)}</span> {t('common.tokensWord', { count: product.tokenPrice })}
      </>
    ),
  },
  {
    header: t('admin.catalogue.colStatus'),
    cell: (product) => <ActiveBadge active={product.isActive} />,
  },
  ...(offer ? [offerColumn(offer)] : []),
];

export function ProductsTable({
  products,
  offer,
  onEdit,
  onDelete,
}: {
  products: AdminProduct[];
  offer: OfferSwitches | undefined;
  onEdit(product: AdminProduct): void;
  onDelete(product: AdminProduct): void;
}) {
  return (
    <DataTable
      label={t('title.admin.products')}
      columns={columns(offer)}
      rows={products}
      rowKey={(product) => product.id}
      empty={t('admin.catalogue.noProducts')}
      rowClassName={(product) => (product.isActive ? undefined : 'bg-slate-50/70')}
      actions={(product) => (
        <div className="flex flex-wrap gap-2 lg:justify-end">
          <Button size="sm" variant="secondary" onClick={() => onEdit(product)} aria-label={t('admin.catalogue.editNamed', { name: product.name })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('admin.catalogue.edit')}
          </Button>
          {/* Deleting deactivates for good (docs/product.md#catalogue-states): an inactive product has no Delete. */}
          {product.isActive && (
            <Button size="sm" variant="danger-ghost" onClick={() => onDelete(product)} aria-label={t('admin.catalogue.deleteNamed', { name: product.name })}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('admin.catalogue.delete')}
            </Button>
          )}
        </div>
      )}
    />
  );
}

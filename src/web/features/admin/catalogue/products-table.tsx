import { Pencil, Trash2 } from 'lucide-react';
import { CATEGORY_TYPE_NAMES } from '#shared/constants.ts';
import type { AdminProduct } from '#shared/schemas/admin-catalogue.ts';
import { takesMixDrinks } from '#shared/schemas/shop.ts';
import { ActiveBadge } from '#web/components/ui/status-badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';

const columns: Column<AdminProduct>[] = [
  {
    header: 'Product',
    cell: (product) => (
      <div className="flex items-center gap-3">
        <ProductImage imageUrl={product.imageUrl} categoryType={product.categoryType} className="size-12 shrink-0 rounded-lg" />
        <span className="font-medium">{product.name}</span>
      </div>
    ),
  },
  {
    header: 'Category',
    cell: (product) => <span className={product.category ? '' : 'text-slate-500'}>{product.category ?? 'Uncategorized'}</span>,
  },
  {
    header: 'Type',
    cell: (product) => (
      <>
        <span>{CATEGORY_TYPE_NAMES[product.categoryType]}</span>
        {takesMixDrinks(product) && <span className="ml-2 text-xs text-slate-500 lg:ml-0 lg:block">+{product.maxMixChoices} mix drinks</span>}
      </>
    ),
  },
  {
    header: 'Price',
    className: 'whitespace-nowrap',
    cell: (product) => (
      <>
        <span className="font-semibold tabular-nums">{product.tokenPrice}</span> tokens
      </>
    ),
  },
  {
    header: 'Status',
    cell: (product) => <ActiveBadge active={product.isActive} />,
  },
];

export function ProductsTable({
  products,
  onEdit,
  onDelete,
}: {
  products: AdminProduct[];
  onEdit(product: AdminProduct): void;
  onDelete(product: AdminProduct): void;
}) {
  return (
    <DataTable
      label="Products"
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      empty="No products yet."
      rowClassName={(product) => (product.isActive ? undefined : 'bg-slate-50/70')}
      actions={(product) => (
        <div className="flex flex-wrap gap-2 lg:justify-end">
          <Button size="sm" variant="secondary" onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          {/* Deleting is deactivation, and nothing reactivates (SPEC §4): an inactive product has no Delete. */}
          {product.isActive && (
            <Button size="sm" variant="danger-ghost" onClick={() => onDelete(product)} aria-label={`Delete ${product.name}`}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          )}
        </div>
      )}
    />
  );
}

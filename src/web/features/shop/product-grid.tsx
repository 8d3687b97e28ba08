import { memo } from 'react';
import { useSearchParams } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { Product } from '#shared/schemas/shop.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '#web/components/ui/states.tsx';
import { useProducts } from '#web/features/catalogue/api/catalogue.ts';
import { CategoryFilter, categoryTypeOf } from './category-filter.tsx';
import { ProductCard } from './product-card.tsx';

/** SPEC §8: a server answer reads 'Failed to load products: …', no answer at all 'Network error: …'. */
function loadError(error: unknown) {
  if (error instanceof ApiError && error.status !== 0) return msg.loadProductsFailed(error.message);
  return msg.networkError(error instanceof Error ? error.message : String(error));
}

/**
 * Memoised: the shop page re-renders when the guest's lounges or cart change, the catalogue does not.
 * Without `onAdd` the products are shown without Add to Cart (an applicant's shop).
 */
export const ProductGrid = memo(function ProductGrid({ onAdd, addDisabled }: { onAdd?(product: Product): void; addDisabled?: boolean }) {
  const products = useProducts();
  // The chosen category lives in the URL, so Back and a reload keep it.
  const [searchParams, setSearchParams] = useSearchParams();
  const setType = (next: string | null) => setSearchParams(next ? { type: next } : {}, { replace: true });

  if (products.isPending) return <Spinner className="py-16" message="Loading products..." />;
  if (products.isError) {
    return (
      <ErrorState title={msg.unableToLoadProducts} onRetry={() => void products.refetch()} retrying={products.isFetching}>
        {loadError(products.error)}
      </ErrorState>
    );
  }
  if (products.data.length === 0) {
    return (
      <EmptyState icon={PackageOpen} title={msg.noProducts}>
        Please check back later.
      </EmptyState>
    );
  }
  const present = new Set(products.data.map((product) => product.categoryType));
  const asked = categoryTypeOf(searchParams.get('type'));
  const type = asked && present.has(asked) ? asked : null;
  const shown = type ? products.data.filter((product) => product.categoryType === type) : products.data;
  return (
    <>
      <CategoryFilter present={present} value={type} onChange={setType} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {shown.map((product) => (
          <li key={product.id} className="flex">
            <div className="flex w-full flex-col [&>article]:flex-1">
              <ProductCard product={product} onAdd={onAdd} disabled={addDisabled} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
});

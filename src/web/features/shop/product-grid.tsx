import { memo } from 'react';
import { PackageOpen } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import type { LoungeDay } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/shop.ts';
import type { ShopStockEntry } from '#shared/schemas/stock.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '#web/components/ui/states.tsx';
import { useProducts } from '#web/features/catalogue/api/catalogue.ts';
import { stockText, unitsLeft, useStock } from '#web/features/catalogue/api/stock.ts';
import { ProductCard, type StockNote } from './product-card.tsx';

const NO_DAYS: readonly LoungeDay[] = [];

/**
 * One day: its note as is. Several: sold out only when sold out on every one, else the notes of the
 * days that have one ('Friday: Only 3 left').
 */
function stockNote(stock: ShopStockEntry[] | undefined, productId: string, days: readonly LoungeDay[]): StockNote | null {
  const notes = days.flatMap((day) => {
    const left = unitsLeft(stock, productId, day);
    const text = stockText(left);
    return text ? [{ day, text, soldOut: left === 0 }] : [];
  });
  if (notes.length === 0) return null;
  const soldOut = notes.length === days.length && notes.every((n) => n.soldOut);
  if (days.length === 1 || (soldOut && notes.length > 1)) return { text: notes[0]!.text, soldOut };
  return { text: notes.map((n) => `${n.day}: ${n.text}`).join(' · '), soldOut };
}

/** SPEC §8: a server answer reads 'Failed to load products: …', no answer at all 'Network error: …'. */
function loadError(error: unknown) {
  if (error instanceof ApiError && error.status !== 0) return msg.loadProductsFailed(error.message);
  return msg.networkError(error instanceof Error ? error.message : String(error));
}

/** Memoised: the shop page re-renders when the guest's lounges or cart change, the catalogue does not. */
export const ProductGrid = memo(function ProductGrid({
  onAdd,
  addDisabled,
  days = NO_DAYS,
}: {
  onAdd(product: Product): void;
  addDisabled?: boolean;
  /** The festival days the guest orders for (their lounges' days), for the stock notes. */
  days?: readonly LoungeDay[];
}) {
  const products = useProducts();
  const stock = useStock();

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
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.data.map((product) => (
        <li key={product.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <ProductCard product={product} onAdd={onAdd} disabled={addDisabled} stock={stockNote(stock.data, product.id, days)} />
          </div>
        </li>
      ))}
    </ul>
  );
});

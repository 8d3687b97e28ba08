import { memo, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { PackageOpen } from 'lucide-react';
import type { LoungeDay } from '#shared/constants.ts';
import { SHOP_FIRST_SCREEN as FIRST_SCREEN } from '#shared/photos.ts';
import type { Product } from '#shared/schemas/shop.ts';
import type { ShopStockEntry } from '#shared/schemas/stock.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { dayName } from '#web/lib/format.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '#web/components/ui/states.tsx';
import { useProducts } from '#web/features/catalogue/api/catalogue.ts';
import { CategoryFilter } from './category-filter.tsx';
import { shopCategories } from './shop-categories.ts';
import { stockText, unitsLeft, useStock } from '#web/features/catalogue/api/stock.ts';
import { ProductCard, type StockNote } from './product-card.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

const NO_DAYS: readonly LoungeDay[] = [];
// The first screen's products (FIRST_SCREEN) load their photos at once; the server's HTML answer for /shop preloads the
// first of those photos (src/server/app.ts).

/**
 * One day: its note as is. Several: sold out only when sold out on every one, else the notes of the
 * days that have one ('Friday: Only 3 left'), each its own badge: a visitor's three days do not fit one.
 */
function stockNote(stock: ShopStockEntry[] | undefined, productId: string, days: readonly LoungeDay[]): StockNote | null {
  const notes = days.flatMap((day) => {
    const left = unitsLeft(stock, productId, day);
    const text = stockText(left);
    return text ? [{ day, text, soldOut: left === 0 }] : [];
  });
  if (notes.length === 0) return null;
  const soldOut = notes.length === days.length && notes.every((n) => n.soldOut);
  const soldOutDays = notes.filter((n) => n.soldOut).map((n) => n.day);
  if (days.length === 1 || (soldOut && notes.length > 1)) return { texts: [notes[0]!.text], soldOut, soldOutDays };
  return { texts: notes.map((n) => `${dayName(n.day)}: ${n.text}`), soldOut, soldOutDays };
}

/**
 * docs/product.md#messages: a server answer reads 'Failed to load products: …', no answer at all 'Network error: …'.
 */
function loadError(error: unknown) {
  if (error instanceof ApiError && error.status !== 0) return t('loadProductsFailed', { message: errorMessage(error, t('unexpectedError')) });
  return t('networkError', { message: error instanceof Error ? error.message : String(error) });
}

type CardsProps = {
  products: Product[];
  onAdd?(product: Product): void;
  addDisabled?: boolean;
  stock: ShopStockEntry[] | undefined;
  days: readonly LoungeDay[];
  waiter?: string;
};

/** The cards, memoised: rendered only when what they show has changed. */
const Cards = memo(function Cards({ products, onAdd, addDisabled, stock, days, waiter }: CardsProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <ProductCard product={product} onAdd={onAdd} disabled={addDisabled} stock={stockNote(stock, product.id, days)} waiter={waiter} onFirstScreen={index < FIRST_SCREEN} />
          </div>
        </li>
      ))}
    </ul>
  );
});

/*
 * What the cards show is rendered in the background, in slices between which the browser paints and answers taps,
 * instead of twenty cards in one long task each time an answer arrives during the first load (the catalogue, the
 * stock, the guest's lounges): the first screen's cards come at once, the rest and each change just after. This
 * component reads no query itself: React renders a background pass again in one piece when a store it read changed
 * meanwhile, and during the first load the queries change often.
 */
function DeferredCards({ products, addDisabled, stock, days, ...rest }: CardsProps) {
  const deferred = {
    products: useDeferredValue(products, products.slice(0, FIRST_SCREEN)),
    addDisabled: useDeferredValue(addDisabled),
    stock: useDeferredValue(stock),
    days: useDeferredValue(days),
  };
  return <Cards {...rest} {...deferred} />;
}

/**
 * Memoised: the shop page re-renders when the guest's lounges or cart change, the catalogue does not.
 * Without `onAdd` the products are shown without Add to Cart (an applicant's shop).
 */
export const ProductGrid = memo(function ProductGrid({
  onAdd,
  addDisabled,
  days = NO_DAYS,
  waiter,
}: {
  onAdd?(product: Product): void;
  addDisabled?: boolean;
  /** The festival days the guest orders for (their lounges' days), for the stock notes. */
  days?: readonly LoungeDay[];
  /** The guest who may ask to be told when a sold-out product is back (ProductCard). */
  waiter?: string;
}) {
  const products = useProducts();
  const stock = useStock();
  // The chosen category lives in the URL, so Back and a reload keep it.
  const [searchParams, setSearchParams] = useSearchParams();
  const setCategory = (next: string | null) => setSearchParams(next ? { category: next } : {}, { replace: true });

  if (products.isPending) return <Spinner className="py-16" message={t('shop.loadingProducts')} />;
  if (products.isError) {
    return (
      <ErrorState title={t('unableToLoadProducts')} onRetry={() => void products.refetch()} retrying={products.isFetching}>
        {loadError(products.error)}
      </ErrorState>
    );
  }
  if (products.data.length === 0) {
    return (
      <EmptyState icon={PackageOpen} title={t('noProducts')}>
        {t('shop.checkBackLater')}
      </EmptyState>
    );
  }
  const categories = shopCategories(products.data);
  const asked = searchParams.get('category');
  const category = asked && categories.includes(asked) ? asked : null;
  const shown = category ? products.data.filter((product) => product.category === category) : products.data;
  return (
    <>
      <CategoryFilter categories={categories} value={category} onChange={setCategory} />
      <DeferredCards products={shown} onAdd={onAdd} addDisabled={addDisabled} stock={stock.data} days={days} waiter={waiter} />
    </>
  );
});

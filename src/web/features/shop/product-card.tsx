import { Suspense } from 'react';
import { Coins, ShoppingCart, Sparkles } from 'lucide-react';
import { takesMixDrinks } from '#shared/cart-limits.ts';
import type { LoungeDay } from '#shared/constants.ts';
import { SHOP_PHOTO_SIZES } from '#shared/photos.ts';
import type { Product } from '#shared/schemas/shop.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { lazyNamed } from '#web/lib/lazy-component.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

// Small, but not part of the shop's first visit: fetched with the first sold-out card a guest sees.
const NotifyMe = lazyNamed(() => import('./notify-me.tsx'), (m) => m.NotifyMe);

/**
 * Stock limits (docs/decisions/018): what the stock says for the days the guest orders for, one badge per text (a phone
 * wraps them); soldOut when none is left on any; soldOutDays, those of the days with none left.
 */
export type StockNote = { texts: string[]; soldOut: boolean; soldOutDays: LoungeDay[] };

/**
 * Without `onAdd` the card has no Add to Cart: the visitor may look but not order. `waiter`, the profile of a guest who
 * may order, gets "Notify me" on the days the product is sold out (docs/decisions/046-stock-waits.md).
 */
export function ProductCard({
  product,
  onAdd,
  disabled,
  stock,
  waiter,
  onFirstScreen,
}: {
  product: Product;
  onAdd?(product: Product): void;
  disabled?: boolean;
  stock?: StockNote | null;
  waiter?: string;
  onFirstScreen?: boolean;
}) {
  const headingId = `product-${product.id}`;
  return (
    // Phones list the products as rows, the picture beside the text, so that a guest scrolls through
    // the whole catalogue in a few screens; wider screens show a grid of cards, the picture on top.
    <article aria-labelledby={headingId} className="flex gap-3 overflow-hidden card p-3 sm:flex-col sm:gap-0 sm:p-0">
      <ProductImage
        imageUrl={product.imageUrl}
        photoHash={product.photoHash}
        sizes={SHOP_PHOTO_SIZES}
        categoryType={product.categoryType}
        eager={onFirstScreen}
        className="size-20 shrink-0 rounded-lg sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:p-4">
        {/* The price under the name on a phone's narrow row, beside it on a card. */}
        <div className="flex flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
          <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
            {product.name}
          </h3>
          <p className="flex shrink-0 items-center gap-1 font-semibold text-brand-700 tabular-nums">
            <Coins aria-hidden="true" className="size-4" />
            {formatNumber(product.tokenPrice)}
            <span className="text-sm font-normal text-slate-600">{t('common.tokensWord', { count: product.tokenPrice })}</span>
          </p>
        </div>
        {product.description && <p className="text-sm text-slate-600">{product.description}</p>}
        <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
          {product.category && <Badge>{product.category}</Badge>}
          {takesMixDrinks(product) && (
            <Badge tone="brand">
              <Sparkles aria-hidden="true" className="size-3" />
              {t('includesMixDrinks')}
            </Badge>
          )}
          {stock?.texts.map((text) => (
            <Badge key={text} tone={stock.soldOut ? 'danger' : 'warning'}>
              {text}
            </Badge>
          ))}
        </div>
        {onAdd && (
          <Button
            className="mt-1 sm:mt-2"
            fullWidth
            onClick={() => onAdd(product)}
            disabled={disabled || stock?.soldOut}
            aria-label={`${t('addToCart')}: ${product.name}`}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t('addToCart')}
          </Button>
        )}
        {waiter && stock && stock.soldOutDays.length > 0 && (
          <Suspense fallback={null}>
            {/* A day is named when another still has units, or several have none. */}
            <NotifyMe profileId={waiter} product={product} days={stock.soldOutDays} namedDays={!stock.soldOut || stock.soldOutDays.length > 1} />
          </Suspense>
        )}
      </div>
    </article>
  );
}

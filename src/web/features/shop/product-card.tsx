import { Coins, ShoppingCart, Sparkles } from 'lucide-react';
import { msg } from '#shared/messages.ts';
import { takesMixDrinks } from '#shared/cart-rules.ts';
import type { Product } from '#shared/schemas/shop.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ProductImage } from './product-image.tsx';

export function ProductCard({ product, onAdd, disabled }: { product: Product; onAdd(product: Product): void; disabled?: boolean }) {
  const headingId = `product-${product.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col overflow-hidden card">
      <ProductImage imageUrl={product.imageUrl} categoryType={product.categoryType} className="h-36 w-full sm:h-auto sm:aspect-[4/3]" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
            {product.name}
          </h3>
          <p className="flex shrink-0 items-center gap-1 font-semibold text-brand-700 tabular-nums">
            <Coins aria-hidden="true" className="size-4" />
            {product.tokenPrice}
            <span className="text-sm font-normal text-slate-600">tokens</span>
          </p>
        </div>
        {product.description && <p className="text-sm text-slate-600">{product.description}</p>}
        <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
          {product.category && <Badge>{product.category}</Badge>}
          {takesMixDrinks(product) && (
            <Badge tone="brand">
              <Sparkles aria-hidden="true" className="size-3" />
              {msg.includesMixDrinks}
            </Badge>
          )}
        </div>
        <Button
          className="mt-2"
          fullWidth
          onClick={() => onAdd(product)}
          disabled={disabled}
          aria-label={`${msg.addToCart}: ${product.name}`}
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          {msg.addToCart}
        </Button>
      </div>
    </article>
  );
}

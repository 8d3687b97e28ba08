import { Armchair, Sparkles, TriangleAlert } from 'lucide-react';
import { MAX_LINE_QUANTITY } from '#shared/cart-limits.ts';
import { QuantityStepper, RemoveLineButton } from '#web/components/line-controls.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import type { CartItem } from './cart-logic.ts';
import { t } from '#web/lib/i18n/i18n.ts';

type Props = {
  item: CartItem;
  loungeName: string;
  onQuantity(quantity: number): void;
  onRemove(): void;
  /** While an order is being placed the line is part of it and cannot change. */
  frozen: boolean;
   /** The line (with the cart's other lines of its product and day) asks for more than is left (decision 018). */
  stockWarning?: string | null;
};

export function CartLine({ item, loungeName, onQuantity, onRemove, frozen, stockWarning }: Props) {
  const { product, quantity } = item;
  return (
    <li className="flex gap-3 card p-3 sm:gap-4 sm:p-4">
      <ProductImage imageUrl={product.imageUrl} photoHash={product.photoHash} categoryType={product.categoryType} className="size-16 shrink-0 rounded-lg sm:size-20" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {/* The line total keeps its place at the right on every width; a long name wraps beside it. */}
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-slate-900">{product.name}</h3>
            <p className="text-sm text-slate-600 tabular-nums">{t('cart.tokensEach', { tokens: product.tokenPrice })}</p>
          </div>
          <p className="shrink-0 font-semibold whitespace-nowrap text-slate-900 tabular-nums">
            {t('common.tokens', { tokens: product.tokenPrice * quantity })}
          </p>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Armchair aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {loungeName}
        </p>
        {item.mixDrinks && item.mixDrinks.length > 0 && (
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>{t('cart.freeMixDrinks', { names: item.mixDrinks.map((m) => m.name).join(', ') })}</span>
          </p>
        )}
        {stockWarning && (
          <p role="status" className="flex items-start gap-1.5 text-sm font-medium text-warning-fg">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {stockWarning}
          </p>
        )}
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            productName={product.name}
            quantity={quantity}
            onQuantity={onQuantity}
            canDecrease={!frozen && quantity > 1}
            canIncrease={!frozen && quantity < MAX_LINE_QUANTITY}
          />
          <RemoveLineButton productName={product.name} onRemove={onRemove} disabled={frozen} />
        </div>
      </div>
    </li>
  );
}

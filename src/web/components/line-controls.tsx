import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/lib/i18n/i18n.ts';

/*
 * The controls of a line a guest edits, in the cart and when changing a pending order (docs/decisions/044): one
 * look and one set of accessible names in both places. Each caller decides when a button is off. Their texts are in the
 * guest pages' catalogue (guest-pages.po, loaded with those pages only), so only those pages may draw these controls.
 */

/** − quantity +, announced as the quantity of the product. */
export function QuantityStepper({ productName, quantity, onQuantity, canDecrease, canIncrease }: {
  productName: string;
  quantity: number;
  onQuantity(quantity: number): void;
  canDecrease: boolean;
  canIncrease: boolean;
}) {
  return (
    <div role="group" aria-label={t('cart.quantityOf', { product: productName })} className="flex items-center gap-1">
      <Button
        variant="secondary"
        size="sm"
        className="w-11 px-0 sm:w-9"
        aria-label={t('cart.decrease', { product: productName })}
        onClick={() => onQuantity(quantity - 1)}
        disabled={!canDecrease}
      >
        <Minus aria-hidden="true" className="size-4" />
      </Button>
      <output aria-live="polite" className="w-10 text-center font-semibold tabular-nums">
        {quantity}
      </output>
      <Button
        variant="secondary"
        size="sm"
        className="w-11 px-0 sm:w-9"
        aria-label={t('cart.increase', { product: productName })}
        onClick={() => onQuantity(quantity + 1)}
        disabled={!canIncrease}
      >
        <Plus aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** Remove, with the product in its accessible name; the word itself hides on narrow screens. */
export function RemoveLineButton({ productName, onRemove, disabled }: { productName: string; onRemove(): void; disabled?: boolean }) {
  return (
    <Button variant="danger-ghost" size="sm" className="min-w-11" onClick={onRemove} disabled={disabled} aria-label={t('cart.removeProduct', { product: productName })}>
      <Trash2 aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">{t('cart.remove')}</span>
    </Button>
  );
}

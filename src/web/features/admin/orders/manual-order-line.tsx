import { Minus, Pencil, Plus, Trash2 } from 'lucide-react';
import { MAX_LINE_QUANTITY, takesMixDrinks } from '#shared/cart-rules.ts';
import type { AdminLounge } from '#shared/schemas/admin-lounges.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { formatNumber, loungeWithDay } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { cn } from '#web/lib/cn.ts';
import { NO_LOUNGE, UNCHOSEN, type ManualLine } from './manual-order-lines.ts';
import { useScrollIntoView } from './use-shown-line.ts';

function QuantityControl({ line, onChange }: { line: ManualLine; onChange(quantity: number): void }) {
  const name = line.product.name;
  return (
    <div role="group" aria-label={t('admin.orders.changeQuantityOf', { product: name })} className="flex shrink-0 items-center gap-1">
      <Button size="sm" variant="secondary" className="w-11 shrink-0 px-0 sm:w-9" onClick={() => onChange(line.quantity - 1)} aria-label={t('admin.orders.decrease', { product: name })}>
        {line.quantity <= 1 ? <Trash2 aria-hidden="true" className="size-4" /> : <Minus aria-hidden="true" className="size-4" />}
      </Button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_LINE_QUANTITY}
        aria-label={t('admin.orders.quantityOf', { product: name })}
        value={line.quantity}
        // An empty box is a number being typed, not a removal.
        onChange={(e) => e.target.value !== '' && onChange(Math.trunc(Number(e.target.value)))}
        className="min-h-11 w-16 shrink-0 rounded-lg border border-slate-300 px-2 text-center text-base tabular-nums sm:min-h-9 sm:text-sm"
      />
      <Button
        size="sm"
        variant="secondary"
        className="w-11 shrink-0 px-0 sm:w-9"
        disabled={line.quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(line.quantity + 1)}
        aria-label={t('admin.orders.increase', { product: name })}
      >
        <Plus aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

const loungeHint = (lounge: string) => {
  if (lounge === UNCHOSEN) return t('admin.orders.chooseLoungeHint');
  return lounge === NO_LOUNGE ? t('noLoungeNotPacked') : undefined;
};

/**
 * One line of a manual order: product and price, its lounge from the guest's lounges (or, chosen on
 * purpose, none: then it says it will not be packed), its mix drinks for bottles, and its quantity.
 */
export function ManualOrderLine({
  line,
  shown,
  lounges,
  onQuantity,
  onLounge,
  onChangeMixDrinks,
}: {
  line: ManualLine;
  /** Not 0 right after an Add went to this line: it scrolls into view and is highlighted (use-shown-line.ts). */
  shown: number;
  lounges: AdminLounge[];
  onQuantity(quantity: number): void;
  onLounge(lounge: string): void;
  onChangeMixDrinks(): void;
}) {
  const { product } = line;
  const ref = useScrollIntoView<HTMLLIElement>(shown);
  return (
    <li
      ref={ref}
      data-just-added={shown ? '' : undefined}
      // A ring, not a background, so every text keeps its contrast; it fades out, unless the person asked for
      // reduced motion: then it just goes.
      className={cn(
        '-mx-2 flex flex-col gap-2 rounded-lg px-2 py-3 ring-2 transition-shadow duration-700 ring-inset motion-reduce:transition-none',
        shown ? 'ring-brand-500' : 'ring-transparent',
      )}
    >
      {/* The quantity control moves below the name when the two do not fit side by side (phones, long names). */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-40 flex-1 text-sm">
          <span className="font-medium">{product.name}</span>
          <span className="block text-slate-600 tabular-nums">
            {t('admin.orders.quantityTimesPrice', { quantity: formatNumber(line.quantity), price: formatNumber(product.tokenPrice) })}{' '}
            {t('common.tokens', { tokens: formatNumber(line.quantity * product.tokenPrice) })}
          </span>
        </span>
        <QuantityControl line={line} onChange={onQuantity} />
      </div>
      {takesMixDrinks(product) && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="min-w-0 flex-1 text-slate-700">
            <span className="font-medium">{t('admin.orders.mixDrinksLabel')}</span> {line.mixDrinks.map((d) => d.name).join(', ')}
          </span>
          <Button size="sm" variant="ghost" onClick={onChangeMixDrinks} aria-label={t('admin.orders.changeMixDrinksOf', { product: product.name })}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('admin.orders.change')}
          </Button>
        </div>
      )}
      <SelectField
        label={t('admin.orders.loungeFor', { product: product.name })}
        value={line.lounge}
        onChange={(e) => onLounge(e.target.value)}
        hint={loungeHint(line.lounge)}
      >
        <option value={UNCHOSEN} disabled>
          {t('admin.orders.chooseLounge')}
        </option>
        {lounges.map((l) => (
          <option key={l.id} value={l.id}>
            {loungeWithDay(l)}
          </option>
        ))}
        <option value={NO_LOUNGE}>{t('noLoungeNotPacked')}</option>
      </SelectField>
    </li>
  );
}

import { useState, type FormEvent } from 'react';
import type { AdminStockRow } from '#shared/schemas/stock.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { submit } from '#web/lib/submit.ts';
import { dayName, formatNumber } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n/i18n.ts';
import { useSetStock } from './api/stock.ts';

const asLimit = (text: string) => (text.trim() === '' ? null : Number(text));
const asText = (value: number | null) => (value === null ? '' : String(value));

/** The day's two limits: the units for the day (0 sells none) and the most one guest may order (at least 1). */
const LIMIT_FIELDS = [
  { name: 'quantity', label: 'admin.stock.stock', min: 0, placeholder: 'admin.stock.unlimited' },
  { name: 'maxPerGuest', label: 'admin.stock.maxPerGuest', min: 1, placeholder: 'admin.stock.none' },
] as const;
type Limits = Record<(typeof LIMIT_FIELDS)[number]['name'], string>;

/**
 * One product's limits for the day: empty means unlimited (or no maximum per guest). A limit below the
 * units sold is flagged before saving; the server refuses it anyway, with the figure.
 */
export function StockLimitForm({ row, readOnly }: { row: AdminStockRow; readOnly: boolean }) {
  const setStock = useSetStock();
  const stored: Limits = { quantity: asText(row.quantity), maxPerGuest: asText(row.maxPerGuest) };
  const [limits, setLimits] = useState(stored);
  const wanted = asLimit(limits.quantity);
  const belowSold =
    wanted !== null && wanted < row.sold
      ? t('stockBelowSold', { product: row.name, day: dayName(row.day), sold: formatNumber(row.sold) })
      : undefined;
  const changed = LIMIT_FIELDS.some(({ name }) => limits[name] !== stored[name]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(() => setStock.mutateAsync({ productId: row.productId, day: row.day, body: { quantity: wanted, maxPerGuest: asLimit(limits.maxPerGuest) } }), {
      fallback: t('saveStockFailed'),
      // The server's English message, in the person's language: "Stock of Prosecco for Saturday updated".
      success: ({ row: saved }) => t('stockUpdated', { product: saved.name, day: dayName(saved.day) }),
    });
  };

  // Phones and tablets show the row as a card, where the fields take the width of their half (German placeholders
  // and the below-sold error need it); the table gives each a fixed width.
  return (
    <form onSubmit={save} className="flex flex-wrap items-start gap-2" aria-label={t('admin.stock.formLabel', { product: row.name })}>
      {LIMIT_FIELDS.map(({ name, label, min, placeholder }) => (
        <TextField
          key={name}
          label={t(label)}
          type="number"
          min={min}
          inputMode="numeric"
          placeholder={t(placeholder)}
          value={limits[name]}
          onChange={({ target: { value } }) => setLimits((now) => ({ ...now, [name]: value }))}
          readOnly={readOnly}
          // Only the units can fall below what is sold.
          error={name === 'quantity' ? belowSold : undefined}
          className="w-full lg:w-32"
        />
      ))}
      <Button type="submit" size="sm" className="mt-6" disabled={readOnly || !changed || setStock.isPending}>
        {t('admin.stock.save')}
      </Button>
    </form>
  );
}

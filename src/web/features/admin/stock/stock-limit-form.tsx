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

/**
 * One product's limits for the day: empty means unlimited (or no maximum per guest). A limit below the
 * units sold is flagged before saving; the server refuses it anyway, with the figure.
 */
export function StockLimitForm({ row, readOnly }: { row: AdminStockRow; readOnly: boolean }) {
  const setStock = useSetStock();
  const [quantity, setQuantity] = useState(asText(row.quantity));
  const [maxPerGuest, setMaxPerGuest] = useState(asText(row.maxPerGuest));
  const wanted = asLimit(quantity);
  const belowSold =
    wanted !== null && wanted < row.sold
      ? t('stockBelowSold', { product: row.name, day: dayName(row.day), sold: formatNumber(row.sold) })
      : undefined;
  const changed = quantity !== asText(row.quantity) || maxPerGuest !== asText(row.maxPerGuest);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(() => setStock.mutateAsync({ productId: row.productId, day: row.day, body: { quantity: wanted, maxPerGuest: asLimit(maxPerGuest) } }), {
      fallback: t('saveStockFailed'),
      // The server's English message, in the person's language: "Stock of Prosecco for Saturday updated".
      success: ({ row: saved }) => t('stockUpdated', { product: saved.name, day: dayName(saved.day) }),
    });
  };

  // Phones and tablets show the row as a card, where the fields take the width of their half (German placeholders
  // and the below-sold error need it); the table gives each a fixed width.
  return (
    <form onSubmit={save} className="flex flex-wrap items-start gap-2" aria-label={t('admin.stock.formLabel', { product: row.name })}>
      <TextField
        label={t('admin.stock.stock')}
        type="number"
        min={0}
        inputMode="numeric"
        placeholder={t('admin.stock.unlimited')}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        readOnly={readOnly}
        error={belowSold}
        className="w-full lg:w-32"
      />
      <TextField
        label={t('admin.stock.maxPerGuest')}
        type="number"
        min={1}
        inputMode="numeric"
        placeholder={t('admin.stock.none')}
        value={maxPerGuest}
        onChange={(e) => setMaxPerGuest(e.target.value)}
        readOnly={readOnly}
        className="w-full lg:w-32"
      />
      <Button type="submit" size="sm" className="mt-6" disabled={readOnly || !changed || setStock.isPending}>
        {t('admin.stock.save')}
      </Button>
    </form>
  );
}

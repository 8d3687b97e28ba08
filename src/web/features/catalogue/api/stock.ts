import { useQuery } from '@tanstack/react-query';
import type { LoungeDay } from '#shared/constants.ts';
import { FEW_LEFT } from '#shared/constants.ts';
import type { ShopStockEntry, ShopStockResponse } from '#shared/schemas/stock.ts';
import { api } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n/i18n.ts';

export const stockQueryKey = ['catalogue', 'stock'] as const;

/**
 * Units left per limited product and day (docs/decisions/018). No polling: fetched again when the live events say
 * the stock changed anywhere (use-live-stream.ts) and after a refused checkout; the checkout decides anyway.
 */
export function useStock() {
  return useQuery({
    queryKey: stockQueryKey,
    queryFn: async () => (await api.get<ShopStockResponse>('/stock')).stock,
  });
}

/** Units left of a product on a day; null when unlimited (or the day or the stock is not known). */
export function unitsLeft(stock: ShopStockEntry[] | undefined, productId: string, day: LoungeDay | null | undefined): number | null {
  if (!day || !stock) return null;
  return stock.find((s) => s.productId === productId && s.day === day)?.left ?? null;
}

/** 'Sold out' at none, 'Only {n} left' when few, nothing otherwise. */
export function stockText(left: number | null): string | null {
  if (left === null) return null;
  if (left <= 0) return t('soldOut');
  return left <= FEW_LEFT ? t('onlyLeft', { n: left }) : null;
}

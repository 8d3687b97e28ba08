import { useQuery } from '@tanstack/react-query';
import type { MixDrinksResponse, ProductsResponse } from '#shared/schemas/shop.ts';
import { api } from '#web/lib/api-client.ts';

export const productsQueryKey = ['catalogue', 'products'] as const;
export const mixDrinksQueryKey = ['catalogue', 'mix-drinks'] as const;

/** Active products by name; the same for every visitor. */
export function useProducts(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: productsQueryKey,
    queryFn: async () => (await api.get<ProductsResponse>('/products')).products,
    enabled: options.enabled,
  });
}

export function useMixDrinks(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: mixDrinksQueryKey,
    queryFn: async () => (await api.get<MixDrinksResponse>('/mix-drinks')).mixDrinks,
    enabled: options.enabled,
  });
}

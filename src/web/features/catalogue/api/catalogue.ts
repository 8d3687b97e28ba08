import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { MixDrinksResponse, ProductsResponse } from '#shared/schemas/shop.ts';
import { api } from '#web/lib/api-client.ts';

/** Under these keys, one entry per language: invalidating the key refetches every language. */
export const productsQueryKey = ['catalogue', 'products'] as const;
export const mixDrinksQueryKey = ['catalogue', 'mix-drinks'] as const;

/**
 * The active language, followed: a hook above the pages' language boundary (the cart's) renders again when it
 * changes, and asks for the catalogue in it (docs/decisions/045-catalogue-translations.md). It is always one of the
 * shop's languages: activateLanguage takes nothing else.
 */
const useCatalogueLanguage = () => useLingui().i18n.locale;

/** Active products by name, in the visitor's language (English where not translated); the same for every visitor. */
export function useProducts(options: { enabled?: boolean } = {}) {
  const language = useCatalogueLanguage();
  return useQuery({
    queryKey: [...productsQueryKey, language],
    queryFn: async () => (await api.get<ProductsResponse>(`/products?lang=${language}`)).products,
    enabled: options.enabled,
  });
}

export function useMixDrinks(options: { enabled?: boolean } = {}) {
  const language = useCatalogueLanguage();
  return useQuery({
    queryKey: [...mixDrinksQueryKey, language],
    queryFn: async () => (await api.get<MixDrinksResponse>(`/mix-drinks?lang=${language}`)).mixDrinks,
    enabled: options.enabled,
  });
}

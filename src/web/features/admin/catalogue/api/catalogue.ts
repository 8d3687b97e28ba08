import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '#shared/schemas/auth.ts';
import type {
  AdminMixDrink,
  AdminMixDrinksResponse,
  AdminProduct,
  AdminProductsResponse,
  MixDrinkBody,
  ProductBody,
  ProductOfferBody,
} from '#shared/schemas/admin-catalogue.ts';
import { api } from '#web/lib/api-client.ts';
import { mixDrinksQueryKey, productsQueryKey } from '#web/features/catalogue/api/catalogue.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { useEditionScope } from '#web/features/admin/editions/api/shown-edition.ts';
import { adminStockKey } from '#web/features/admin/stock/api/stock.ts';

export const adminProductsKey = adminKey('products');
export const adminMixDrinksKey = adminKey('mix-drinks');

/** Every product, each saying whether the edition on screen offers it (docs/decisions/031). */
export function useAdminProducts() {
  const edition = useEditionScope();
  return useQuery({
    queryKey: [...adminProductsKey, edition.key],
    queryFn: async () => (await api.get<AdminProductsResponse>(edition.path('/admin/products'))).products,
  });
}

export function useAdminMixDrinks() {
  return useQuery({
    queryKey: adminMixDrinksKey,
    queryFn: async () => (await api.get<AdminMixDrinksResponse>('/admin/mix-drinks')).mixDrinks,
  });
}

/** The admin's own shop view follows catalogue changes at once. */
function useRefresh(adminList: readonly string[], shopList: readonly string[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminList }),
      queryClient.invalidateQueries({ queryKey: adminKey('dashboard') }),
      queryClient.invalidateQueries({ queryKey: shopList }),
    ]);
}

/** A product's facts, and the stock limits of the edition on screen. */
export function useSaveProduct() {
  const refresh = useRefresh(adminProductsKey, productsQueryKey);
  const edition = useEditionScope();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProductBody }) =>
      id
        ? api.put<{ product: AdminProduct; message: string }>(edition.path(`/admin/products/${id}`), body)
        : api.post<{ product: AdminProduct; message: string }>(edition.path('/admin/products'), body),
    onSuccess: refresh,
  });
}

/** A product's photo, given (the file as chosen) or taken away (null); it changes at once, apart from the form. */
export function useProductPhoto(productId: string) {
  const refresh = useRefresh(adminProductsKey, productsQueryKey);
  const edition = useEditionScope();
  const path = edition.path(`/admin/products/${productId}/photo`);
  type Answer = { product: AdminProduct; message: string };
  return useMutation({
    mutationFn: (file: File | null) => (file ? api.upload<Answer>(path, file) : api.delete<Answer>(path)),
    onSuccess: refresh,
  });
}

/** Offers a product in the edition on screen, or leaves it out of that edition's shop (and of its Stock page). */
export function useSetProductOffered() {
  const queryClient = useQueryClient();
  const refresh = useRefresh(adminProductsKey, productsQueryKey);
  const edition = useEditionScope();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProductOfferBody }) =>
      api.put<{ product: AdminProduct; message: string }>(edition.path(`/admin/products/${id}/offered`), body),
    onSuccess: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: adminStockKey })]),
  });
}

export function useDeleteProduct() {
  const refresh = useRefresh(adminProductsKey, productsQueryKey);
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/admin/products/${id}`),
    onSuccess: refresh,
  });
}

export function useSaveMixDrink() {
  const refresh = useRefresh(adminMixDrinksKey, mixDrinksQueryKey);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: MixDrinkBody }) =>
      id
        ? api.put<{ mixDrink: AdminMixDrink; message: string }>(`/admin/mix-drinks/${id}`, body)
        : api.post<{ mixDrink: AdminMixDrink; message: string }>('/admin/mix-drinks', body),
    onSuccess: refresh,
  });
}

export function useDeleteMixDrink() {
  const refresh = useRefresh(adminMixDrinksKey, mixDrinksQueryKey);
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/admin/mix-drinks/${id}`),
    onSuccess: refresh,
  });
}

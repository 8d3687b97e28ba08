import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '#shared/schemas/auth.ts';
import type {
  AdminMixDrink,
  AdminMixDrinksResponse,
  AdminProduct,
  AdminProductsResponse,
  MixDrinkBody,
  ProductBody,
} from '#shared/schemas/admin-catalogue.ts';
import { api } from '#web/lib/api-client.ts';
import { mixDrinksQueryKey, productsQueryKey } from '#web/features/catalogue/api/catalogue.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

export const adminProductsKey = adminKey('products');
export const adminMixDrinksKey = adminKey('mix-drinks');

export function useAdminProducts() {
  return useQuery({
    queryKey: adminProductsKey,
    queryFn: async () => (await api.get<AdminProductsResponse>('/admin/products')).products,
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

export function useSaveProduct() {
  const refresh = useRefresh(adminProductsKey, productsQueryKey);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ProductBody }) =>
      id
        ? api.put<{ product: AdminProduct; message: string }>(`/admin/products/${id}`, body)
        : api.post<{ product: AdminProduct; message: string }>('/admin/products', body),
    onSuccess: refresh,
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

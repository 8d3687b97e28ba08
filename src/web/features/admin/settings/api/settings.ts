import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, ShopSettingsBody } from '#shared/schemas/admin-settings.ts';
import { api } from '#web/lib/api-client.ts';
import { publicSettingsQueryKey } from '#web/features/settings/api/public-settings.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';

export const adminSettingsKey = adminKey('settings');

export function useAdminSettings() {
  return useQuery({ queryKey: adminSettingsKey, queryFn: () => api.get<AdminSettings>('/admin/settings'), staleTime: 0 });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsBody) => api.put<{ settings: AdminSettings; message: string }>('/admin/settings', body),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(adminSettingsKey, settings);
      // The countdown and token packages of the shop follow at once (docs/product.md#shop-settings).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminKey('dashboard') }),
      ]);
    },
  });
}

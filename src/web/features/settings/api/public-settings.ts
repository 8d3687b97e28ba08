import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '#shared/schemas/settings.ts';
import { api } from '#web/lib/api-client.ts';

export type { PublicSettings };

export const publicSettingsQueryKey = ['settings', 'public'] as const;

/** Deadline, shop contact address and token packages (docs/product.md#shop-settings); the same for every visitor. */
export function usePublicSettings() {
  return useQuery({
    queryKey: publicSettingsQueryKey,
    queryFn: () => api.get<PublicSettings>('/settings/public'),
    staleTime: 5 * 60_000,
  });
}

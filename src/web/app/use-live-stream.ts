import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveKind } from '#shared/live-events.ts';
import { adminKey } from '#web/features/admin/api/admin-key.ts';
import { sessionQueryKey, useSession } from '#web/features/auth/api/session.ts';
import { mixDrinksQueryKey, productsQueryKey } from '#web/features/catalogue/api/catalogue.ts';
import { stockQueryKey } from '#web/features/catalogue/api/stock.ts';
import { myOrdersQueryKey } from '#web/features/orders/api/my-orders.ts';
import { publicSettingsQueryKey } from '#web/features/settings/api/public-settings.ts';
import { statementQueryKey } from '#web/features/tokens/api/statement.ts';
import { connectLive } from '#web/lib/live-connection.ts';

/**
 * Which queries each kind of change makes stale. A session only receives what it may see (the server
 * filters), so a guest's invalidations of back-office keys simply find no such query. Back-office keys are
 * written with adminKey() here rather than imported, so the shop's bundle does not carry the admin hooks.
 */
const STALE_AFTER: Record<Exclude<LiveKind, 'resync'>, QueryKey[]> = {
  order: [myOrdersQueryKey, ...['dashboard', 'orders', 'packing', 'delivery', 'reports', 'stock', 'users'].map((k) => adminKey(k))],
  delivery: [myOrdersQueryKey, ...['dashboard', 'orders', 'packing', 'delivery'].map((k) => adminKey(k))],
  balance: [sessionQueryKey, statementQueryKey, adminKey('users'), adminKey('dashboard')],
  catalogue: [productsQueryKey, mixDrinksQueryKey, adminKey('products'), adminKey('mix-drinks')],
  stock: [stockQueryKey, adminKey('stock'), adminKey('dashboard')],
  settings: [publicSettingsQueryKey, adminKey('settings')],
};

/** Changes arriving together (a day's orders completed at once) cause one refetch per query, not one each. */
const COALESCE_MS = 100;

/** How the stream is: connecting, open, or lost and being reconnected. */
export type LiveState = 'connecting' | 'open' | 'offline';

/**
 * One event stream per tab, turning changes made anywhere into refetches of what this page shows (no
 * polling). A visitor who is not signed in has one too, which carries the shop's public changes (stock,
 * catalogue, settings); signing in or out opens a new one, judged by the new session. An application waiting
 * for approval has none: the server refuses it one (docs/decisions/034). Code only, no texts: LiveUpdates
 * (live-updates.tsx) shows the state.
 */
export function useLiveStream(): LiveState {
  const { profile, isLoading } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const profileId = profile?.id;
  const inactive = profile?.status === 'inactive';

  useEffect(() => {
    // Until the session is known the stream could only be opened twice: as a visitor, then as the person.
    if (isLoading || inactive) return;
    const pending = new Set<QueryKey>();
    let everything = false;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      if (everything) void queryClient.invalidateQueries();
      else for (const queryKey of pending) void queryClient.invalidateQueries({ queryKey });
      pending.clear();
      everything = false;
    };
    const stale = (keys: QueryKey[] | 'all') => {
      if (keys === 'all') everything = true;
      else for (const key of keys) pending.add(key);
      flushTimer ??= setTimeout(flush, COALESCE_MS);
    };
    const stop = connectLive('/api/events', {
      onMessage: (message) => stale(message.kind === 'resync' ? 'all' : STALE_AFTER[message.kind]),
      onOnline: (missed) => {
        setState('open');
        if (missed) stale('all');
      },
      onOffline: () => setState('offline'),
    });
    return () => {
      stop();
      clearTimeout(flushTimer);
      setState('connecting');
    };
  }, [isLoading, inactive, profileId, queryClient]);

  return state;
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerResponse } from '#shared/schemas/tokens.ts';
import { api } from '#web/lib/api-client.ts';

export const statementQueryKey = ['tokens', 'statement'] as const;

/** The signed-in guest's token statement, newest first, one page of rows at a time. */
export function useStatement() {
  return useInfiniteQuery({
    queryKey: statementQueryKey,
    queryFn: ({ pageParam }) =>
      api.get<LedgerResponse>(pageParam === null ? '/me/ledger' : `/me/ledger?before=${pageParam}`),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

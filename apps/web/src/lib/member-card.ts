import { routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { trafficSource } from './traffic-source.ts';

/**
 * GET /api/member-card.php: the profile a link points at and a few lines about it (404 when it is not,
 * or no longer, shown).
 */
export function useMemberCard(id: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: queryKeys.members.card(id),
    queryFn: () =>
      api.call(routes.members.card, { query: { id, trafficsource: trafficSource() ? '1' : undefined } }),
    // A missing profile stays missing: no retries, the page offers plain signup instead.
    retry: false,
    staleTime: 5 * 60_000,
  });
}

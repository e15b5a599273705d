import { routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { trafficSource } from '../../lib/traffic-source.ts';

/** GET /api/member-card.php: the profile a link points at (404 when it is not, or no longer, shown). */
export function useMemberCard(id: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: queryKeys.members.card(id),
    queryFn: async () =>
      (
        await api.call(routes.members.card, {
          query: { id, trafficsource: trafficSource() ? '1' : undefined },
        })
      ).profile,
    // A missing profile stays missing: no retries, the page offers plain signup instead.
    retry: false,
    staleTime: 5 * 60_000,
  });
}

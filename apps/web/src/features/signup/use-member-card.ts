import type { ProfileCard } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http-client.ts';
import { trafficSource } from '../../lib/traffic-source.ts';

/** GET /api/member-card.php: the profile a link points at (404 when it is not, or no longer, shown). */
export function useMemberCard(id: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['member-card', id],
    queryFn: async () =>
      (
        await http.request<{ profile: ProfileCard }>('/api/member-card.php', {
          query: { id, trafficsource: trafficSource() ? '1' : undefined },
        })
      ).profile,
    // A missing profile stays missing: no retries, the page offers plain signup instead.
    retry: false,
    staleTime: 5 * 60_000,
  });
}

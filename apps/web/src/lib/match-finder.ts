import type { MatchFinderEntry } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from './http-client.ts';

/** GET /api/match-finder.php: the profiles that fit the member best, with a score. */
export function useMatchFinder() {
  return useQuery({
    queryKey: ['match-finder'],
    queryFn: async () =>
      (await http.request<{ matches: MatchFinderEntry[] }>('/api/match-finder.php')).matches,
  });
}

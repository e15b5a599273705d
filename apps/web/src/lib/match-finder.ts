import { routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/match-finder.php: the profiles that fit the member best, with a score. */
export function useMatchFinder() {
  return useQuery({
    queryKey: queryKeys.matchFinder.matches(),
    queryFn: async () => (await api.call(routes.matchFinder.matches)).matches,
  });
}

import { type LanderQuery, routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { useSettings } from './site/settings.ts';
import { trafficSource } from './traffic-source.ts';

/** The query of a lander's calls: its slug, the visitor's country (its profiles first), how many. */
function useLanderQuery(slug: string | undefined, limit?: number): LanderQuery {
  const country = useSettings().geoip_selected_country;
  return { slug, country, limit, trafficsource: trafficSource() ? '1' : undefined };
}

/**
 * GET /api/lander-profiles.php: faces of the site for visitors (landers, the home page): the
 * audience of the slug, else the site's niche; recent and online first.
 */
export function useLanderProfiles(slug?: string, limit?: number, enabled = true) {
  const query = useLanderQuery(slug, limit);
  return useQuery({
    queryKey: queryKeys.landers.profiles(query),
    queryFn: () => api.call(routes.landers.profiles, { query }),
    staleTime: 60_000,
    enabled,
  });
}

/** GET /api/lander-map.php: the visitor's country drawn by the server, with profiles placed on it. */
export function useLanderMap(slug?: string, enabled = true) {
  const query = useLanderQuery(slug);
  return useQuery({
    queryKey: queryKeys.landers.map(query),
    queryFn: () => api.call(routes.landers.map, { query }),
    staleTime: 60_000,
    enabled,
  });
}

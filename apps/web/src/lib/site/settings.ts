import type { Settings } from '@amoret/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { http } from '../http-client.ts';

export const settingsQueryKey = ['settings'] as const;

/** GET /api/settings.php with the page's own query parameters passed through (spec section 7). */
export async function fetchSettings(): Promise<Settings> {
  const pageQuery = Object.fromEntries(new URLSearchParams(window.location.search));
  const { settings } = await http.request<{ settings: Settings }>('/api/settings.php', { query: pageQuery });
  return settings;
}

/** The site's settings; loaded before the first render, so this never suspends afterwards. */
export function useSettings(): Settings {
  return useSuspenseQuery({
    queryKey: settingsQueryKey,
    queryFn: fetchSettings,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

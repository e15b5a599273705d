import type { RegionsResponse } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../http-client.ts';

/** GET /api/regions.php, loaded once per language (the region labels are translated). */
export function useRegions() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['regions', lang],
    queryFn: async () =>
      (await http.request<RegionsResponse>('/api/regions.php', { query: { lang } })).countries,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

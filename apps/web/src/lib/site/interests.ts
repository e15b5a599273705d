import type { InterestKey } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../http-client.ts';

export interface Interest {
  key: InterestKey;
  label: string;
}

/** GET /api/interests.php, loaded once per language. */
export function useInterests() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: ['interests', lang],
    queryFn: async () =>
      (await http.request<{ interests: Interest[] }>('/api/interests.php', { query: { lang } })).interests,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

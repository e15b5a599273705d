import { routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useTranslation } from '../i18n.tsx';
import { whenPageLoaded } from '../page-loaded.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /api/interests.php, loaded once per language. */
export function useInterests() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useQuery({
    queryKey: queryKeys.reference.interests(lang),
    queryFn: async () => {
      await whenPageLoaded();
      return (await api.call(routes.profileOptions.interests, { query: { lang } })).interests;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

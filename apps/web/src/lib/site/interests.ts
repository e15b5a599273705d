import { routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { useTranslation } from '../i18n.tsx';
import { whenPageLoaded } from '../page-loaded.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * An interest's label: the translation the server's list is made of (`interests.<key>`, in the common
 * bundle every page has). Right from the first render: labels taken from the list showed the key
 * until it came (after the page had loaded), and the longer or shorter label then moved what was
 * under them (a layout shift of 0.06 on a member's landing page on a phone).
 */
export function useInterestLabel(): (key: string) => string {
  const { t } = useTranslation();
  return (key) => t(`interests.${key}`);
}

/** GET /api/interests.php, loaded once per language: the list of all interests (the home page's). */
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

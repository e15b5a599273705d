import { routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /api/gifts.php: the gift catalogue in the member's language (changes only with the language). */
export function useGifts(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.chats.gifts(i18n.language),
    queryFn: async () => (await api.call(routes.chats.gifts)).gifts,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** GET /api/icebreakers.php: opening lines in the member's language. */
export function useIcebreakers(enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.chats.icebreakers(i18n.language),
    queryFn: async () => (await api.call(routes.chats.icebreakers)).icebreakers,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

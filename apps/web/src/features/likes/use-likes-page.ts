import { type LikesType, routes } from '@amoret/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * GET /api/likes-page.php: the cards of a likes tab, newest first, a page at a time (`next` is where
 * the following page starts). Refreshed with the likes entries (its key starts with theirs).
 */
export function useLikesPages(type: LikesType) {
  return useInfiniteQuery({
    queryKey: queryKeys.likes.pages(type),
    queryFn: ({ pageParam, signal }) =>
      api.call(routes.likes.page, { query: { type, before: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 30_000,
  });
}

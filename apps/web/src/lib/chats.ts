import { type ChatsResponse, routes } from '@amoret/shared';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useUser } from './auth/user.ts';
import { queryKeys } from './query-keys.ts';

const chatsQueryKey = queryKeys.chats.list();

export type ChatPages = InfiniteData<ChatsResponse, string | undefined>;

/**
 * GET /api/chats.php for a member: the conversation list in pages of 50, most recent first, with the
 * unread total (the shell polls it; only the conversation list asks for further pages).
 */
export function useChats() {
  const user = useUser();
  return useInfiniteQuery({
    queryKey: chatsQueryKey,
    queryFn: ({ pageParam }) => api.call(routes.chats.list, { query: { before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: !!user,
    staleTime: 30_000,
  });
}

/** Unread messages over all conversations: the Messages badge of the top navigation. */
export function useUnreadCount(): number {
  return useChats().data?.pages[0]?.total_unread ?? 0;
}

/** Changes the cached conversation list at once (read, delete); the next poll brings the server's. */
export function updateCachedChats(
  queryClient: QueryClient,
  update: (chats: ChatsResponse['chats']) => ChatsResponse['chats'],
) {
  queryClient.setQueryData<ChatPages>(chatsQueryKey, (before) => {
    if (!before) return before;
    const unread = (list: ChatsResponse['chats']) => list.reduce((n, c) => n + c.num_unread_messages, 0);
    const pages = before.pages.map((page) => ({ ...page, chats: update(page.chats) }));
    // The total also counts conversations beyond the loaded pages, so it moves by what changed here.
    const change = before.pages.reduce((n, p, i) => n + unread(pages[i]!.chats) - unread(p.chats), 0);
    return {
      ...before,
      pages: pages.map((page) => ({ ...page, total_unread: Math.max(0, page.total_unread + change) })),
    };
  });
}

import { type ChatEntry, type ChatsResponse, routes } from '@amoret/shared';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useUser } from './auth/user.ts';
import { type BadgeQueryOptions, usePageLoaded } from './page-loaded.ts';
import { queryKeys } from './query-keys.ts';

const chatsQueryKey = queryKeys.chats.list();

export type ChatPages = InfiniteData<ChatsResponse, string | undefined>;

/**
 * GET /api/chats.php for a member: the conversation list in pages of 50, most recent first, with the
 * unread total (the shell polls it; only the conversation list asks for further pages).
 */
export function useChats({ afterPageLoad = false }: BadgeQueryOptions = {}) {
  const user = useUser();
  const pageLoaded = usePageLoaded();
  return useInfiniteQuery({
    queryKey: chatsQueryKey,
    queryFn: ({ pageParam }) => api.call(routes.chats.list, { query: { before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: !!user && (pageLoaded || !afterPageLoad),
    staleTime: 30_000,
  });
}

/** Unread messages over all conversations: the Messages badge of the top navigation (asked once the page has loaded). */
export function useUnreadCount(): number {
  return useChats({ afterPageLoad: true }).data?.pages[0]?.total_unread ?? 0;
}

/**
 * Changes the loaded pages of the cached conversation list; the unread total moves by what changed in
 * them, as it also counts conversations beyond the loaded pages.
 */
function changeCachedChats(queryClient: QueryClient, change: (pages: ChatEntry[][]) => ChatEntry[][]) {
  queryClient.setQueryData<ChatPages>(chatsQueryKey, (before) => {
    if (!before?.pages.length) return before;
    const unread = (lists: ChatEntry[][]) =>
      lists.reduce((n, list) => n + list.reduce((m, c) => m + c.num_unread_messages, 0), 0);
    const lists = change(before.pages.map((page) => page.chats));
    const moved = unread(lists) - unread(before.pages.map((page) => page.chats));
    return {
      ...before,
      pages: before.pages.map((page, i) => ({
        ...page,
        chats: lists[i]!,
        total_unread: Math.max(0, page.total_unread + moved),
      })),
    };
  });
}

/** Changes the cached conversation list at once (read, delete); the next poll brings the server's. */
export function updateCachedChats(queryClient: QueryClient, update: (chats: ChatEntry[]) => ChatEntry[]) {
  changeCachedChats(queryClient, (pages) => pages.map(update));
}

/** The cached entry of a conversation, if its page is loaded. */
export function findCachedChat(queryClient: QueryClient, conversationId: number): ChatEntry | undefined {
  return queryClient
    .getQueryData<ChatPages>(chatsQueryKey)
    ?.pages.flatMap((page) => page.chats)
    .find((c) => c.conversation.id === conversationId);
}

/** Puts a conversation first in the cached list (it has a new message), made from what it was. */
export function putCachedChatFirst(
  queryClient: QueryClient,
  conversationId: number,
  make: (entry: ChatEntry | undefined) => ChatEntry,
) {
  const entry = findCachedChat(queryClient, conversationId);
  changeCachedChats(queryClient, (pages) => {
    const rest = pages.map((list) => list.filter((c) => c.conversation.id !== conversationId));
    return rest.map((list, i) => (i === 0 ? [make(entry), ...list] : list));
  });
}

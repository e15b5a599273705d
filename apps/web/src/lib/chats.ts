import { type ChatsResponse, routes } from '@amoret/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useUser } from './auth/user.ts';
import { queryKeys } from './query-keys.ts';

const chatsQueryKey = queryKeys.chats.list();

const fetchChats = () => api.call(routes.chats.list);

/** GET /api/chats.php for a member: the conversation list with unread counts (the shell polls it). */
export function useChats() {
  const user = useUser();
  return useQuery({ queryKey: chatsQueryKey, queryFn: fetchChats, enabled: !!user, staleTime: 30_000 });
}

/** Unread messages over all conversations: the Messages badge of the top navigation. */
export function useUnreadCount(): number {
  return useChats().data?.total_unread ?? 0;
}

/** Changes the cached conversation list at once (read, delete); the next poll brings the server's. */
export function updateCachedChats(
  queryClient: QueryClient,
  update: (chats: ChatsResponse['chats']) => ChatsResponse['chats'],
) {
  queryClient.setQueryData<ChatsResponse>(chatsQueryKey, (before) => {
    if (!before) return before;
    const chats = update(before.chats);
    // The total also counts conversations beyond the list, so it moves by what changed here.
    const unread = (list: ChatsResponse['chats']) => list.reduce((n, c) => n + c.num_unread_messages, 0);
    const total_unread = Math.max(0, before.total_unread - unread(before.chats) + unread(chats));
    return { chats, total_unread };
  });
}

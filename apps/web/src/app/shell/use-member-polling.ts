import { POLL_INTERVAL_MS, POLL_START_DELAY_MS } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUser } from '../../lib/auth/user.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * Spec polling: 5 s after mount, then every 60 s, a logged-in client refreshes the member, the chats
 * and the likes. Push subscriptions (300 s) come with web push.
 */
export function useMemberPolling() {
  const queryClient = useQueryClient();
  const loggedIn = !!useUser();
  useEffect(() => {
    if (!loggedIn) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chats.list() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes.list() });
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, POLL_INTERVAL_MS);
    }, POLL_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [loggedIn, queryClient]);
}

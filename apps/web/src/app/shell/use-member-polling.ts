import { POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS, POLL_START_DELAY_MS } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUser } from '../../lib/auth/user.ts';
import { usePushState } from '../../lib/push.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * Spec polling: 5 s after mount, then every 60 s (300 s in a browser subscribed to push, which is told
 * of messages and likes), a logged-in client refreshes the member, the chats and the likes.
 */
export function useMemberPolling() {
  const queryClient = useQueryClient();
  const loggedIn = !!useUser();
  const every = usePushState() === 'subscribed' ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS;
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
      interval = setInterval(refresh, every);
    }, POLL_START_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [loggedIn, every, queryClient]);
}

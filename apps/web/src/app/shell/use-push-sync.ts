import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUser } from '../../lib/auth/user.ts';
import { checkPushSubscription, pushSupported } from '../../lib/push.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useNavigate } from '../../lib/router/hooks.tsx';

/**
 * A member's side of Web Push while the site is open: the browser's subscription is given to this
 * session, a push reloads the member, chats and likes (spec), and a tapped notification opens its page
 * in this tab. Part of the member shell, which starts once the page has loaded.
 */
export function usePushSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = useUser()?.profile.id;
  useEffect(() => {
    if (!userId || !pushSupported()) return;
    // The service worker unreachable: the state stays unknown (the switch waits), nothing else breaks.
    checkPushSubscription(userId).catch(() => undefined);
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: string; url?: unknown } | null;
      if (message?.type === 'push') {
        for (const queryKey of [
          queryKeys.accounts.currentUser(),
          queryKeys.chats.list(),
          queryKeys.likes.list(),
        ])
          void queryClient.invalidateQueries({ queryKey });
      } else if (message?.type === 'open' && typeof message.url === 'string' && /^\/(?!\/)/.test(message.url))
        navigate(message.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [userId, queryClient, navigate]);
}

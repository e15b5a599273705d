import { POLL_INTERVAL_MS } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useUser } from '../../lib/auth/user.ts';
import { useShowMatch } from '../../lib/match-modal.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { realtimeHub } from '../../lib/realtime/hub.ts';
import { typingStore } from '../../lib/realtime/typing.ts';
import { isPageVisible } from '../../lib/use-page-visible.ts';
import {
  applyCreditsEvent,
  applyMessageEvent,
  applyReadEvent,
  isConversationOpen,
} from './realtime-cache.ts';

/**
 * The member's socket for the whole app: messages, read receipts, likes and credits go into the
 * cached data the pages show (the badges, title and app badge follow from it), typing into the typing
 * store. Must sit inside the match modal host.
 */
export function useRealtime() {
  const queryClient = useQueryClient();
  const memberId = useUser()?.profile.id;
  const showMatch = useShowMatch();
  // Counts the socket's sessions that ended while the same member stayed logged in (a new login in
  // another tab): each needs a new socket, which the member id alone would not ask for.
  const [sessionsEnded, setSessionsEnded] = useState(0);

  useEffect(() => {
    if (memberId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The socket and the schema checking its messages load for members only.
    import('../../lib/realtime/connect.ts').then(
      ({ startRealtime }) => {
        if (cancelled) return;
        stop = startRealtime(memberId, () => {
          // The session ended: the member is asked for again. Logged out, there is no member and no
          // socket; logged in again (as anyone), a socket opens with the new session.
          void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser() }).then(() => {
            if (!cancelled) setSessionsEnded((n) => n + 1);
          });
        });
      },
      // No socket code (an old deploy's chunk is gone): polling keeps the site working.
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
      typingStore.clearAll();
    };
  }, [memberId, queryClient, sessionsEnded]);

  useEffect(
    () =>
      realtimeHub.subscribe((message, meta) => {
        if (message.type === 'typing') {
          typingStore.typed(message.conversation_id);
          return;
        }
        if (message.type === 'ready') {
          // Events missed meanwhile came before `ready`; after a long gap the lists are read again anyway.
          if (meta.downMs > POLL_INTERVAL_MS) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.chats.list() });
            void queryClient.invalidateQueries({ queryKey: queryKeys.likes.list() });
          }
          return;
        }
        const event = message.event;
        switch (event.type) {
          case 'message': {
            const id = event.conversation_id;
            if (!event.message.mine) typingStore.clear(id);
            applyMessageEvent(queryClient, event, {
              seen: isPageVisible() && isConversationOpen(queryClient, id),
              old: meta.catchUp && meta.firstSocket,
            });
            break;
          }
          case 'read':
            applyReadEvent(queryClient, event.conversation_id, event.up_to);
            break;
          case 'like':
            void queryClient.invalidateQueries({ queryKey: queryKeys.likes.list() });
            // An open profile says "likes you" or "match".
            void queryClient.invalidateQueries({ queryKey: queryKeys.members.views() });
            // A match replayed to the page's first socket is older than the page: the likes show it.
            if (event.match && !(meta.catchUp && meta.firstSocket)) showMatch(event.profile);
            break;
          case 'credits':
            applyCreditsEvent(queryClient, event.credits);
            break;
        }
      }),
    [queryClient, showMatch],
  );
}

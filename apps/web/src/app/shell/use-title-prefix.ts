import { useEffect } from 'react';
import { badgeText } from '../../lib/badge-text.ts';
import { useUnreadCount } from '../../lib/chats.ts';
import { useNewLikesCount } from '../../lib/likes.ts';

/** Unread messages plus new likes: the title prefix and the app badge (spec section 4). */
export function useAttentionCount(): number {
  return useUnreadCount() + useNewLikesCount();
}

/**
 * Spec: the window title is prefixed with the sum of unread messages and new likes, e.g. "(3) Members".
 * Pages set their own titles; this keeps the prefix on whatever title is current.
 */
export function useTitlePrefix(count: number) {
  useEffect(() => {
    const apply = () => {
      const bare = document.title.replace(/^\(\d+\+?\) /, '');
      const next = count > 0 ? `(${badgeText(count)}) ${bare}` : bare;
      if (next !== document.title) document.title = next;
    };
    apply();
    const titleElement = document.querySelector('title');
    if (!titleElement) return;
    const observer = new MutationObserver(apply);
    observer.observe(titleElement, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [count]);
}

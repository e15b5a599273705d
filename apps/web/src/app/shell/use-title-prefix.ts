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
    const apply = (shown: number) => {
      const bare = document.title.replace(/^\(\d+\+?\) /, '');
      const next = shown > 0 ? `(${badgeText(shown)}) ${bare}` : bare;
      if (next !== document.title) document.title = next;
    };
    apply(count);
    const titleElement = document.querySelector('title');
    const observer = new MutationObserver(() => apply(count));
    if (titleElement) observer.observe(titleElement, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      // Logged out (the member shell goes): no count stays on the title.
      apply(0);
    };
  }, [count]);
}

import { useAppBadge } from './use-app-badge.ts';
import { useMemberPolling } from './use-member-polling.ts';
import { usePushSync } from './use-push-sync.ts';
import { useRealtime } from './use-realtime.ts';
import { useAttentionCount, useTitlePrefix } from './use-title-prefix.ts';

/**
 * What runs only for a logged-in member: the socket, the spec's polling, Web Push, and the count of unread
 * messages and new likes on the window title and the app badge (its calls wait for the page to have
 * loaded anyway; a visitor's first render no longer sets up their queries). A chunk of its own,
 * loaded once someone is logged in, so a visitor's first load does not carry it. Must sit inside
 * the match modal host, as a match event opens the modal.
 */
export default function MemberShell() {
  useMemberPolling();
  useRealtime();
  usePushSync();
  const attention = useAttentionCount();
  useTitlePrefix(attention);
  useAppBadge(attention);
  return null;
}

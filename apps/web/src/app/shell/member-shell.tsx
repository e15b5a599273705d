import { useMemberPolling } from './use-member-polling.ts';
import { useRealtime } from './use-realtime.ts';

/**
 * What runs only for a logged-in member: the socket and the spec's polling. A chunk of its own,
 * loaded once someone is logged in, so a visitor's first load does not carry it. Must sit inside
 * the match modal host, as a match event opens the modal.
 */
export default function MemberShell() {
  useMemberPolling();
  useRealtime();
  return null;
}

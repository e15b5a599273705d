import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { onAuthenticationRequired } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { MatchModalHost } from './shell/match-modal-host.tsx';
import { ProgressBar } from './shell/progress-bar.tsx';
import { RouteAnnouncer } from './shell/route-focus.tsx';
import { SignupModalHost } from './shell/signup-modal-host.tsx';
import { useAppBadge } from './shell/use-app-badge.ts';
import { useMemberPolling } from './shell/use-member-polling.ts';
import { useRealtime } from './shell/use-realtime.ts';
import { useAttentionCount, useTitlePrefix } from './shell/use-title-prefix.ts';

export function RootShell() {
  const queryClient = useQueryClient();
  // The server ended the session (spec: 403 authentication_required): log out quietly.
  useEffect(
    () => onAuthenticationRequired(() => queryClient.setQueryData(queryKeys.accounts.currentUser(), null)),
    [queryClient],
  );
  useMemberPolling();
  const attention = useAttentionCount();
  useTitlePrefix(attention);
  useAppBadge(attention);

  return (
    <SignupModalHost>
      <MatchModalHost>
        <Realtime />
        <ProgressBar />
        <Outlet />
        <ScrollRestoration />
        <RouteAnnouncer />
      </MatchModalHost>
    </SignupModalHost>
  );
}

/** The member's socket; inside the match modal host, as a match opens the modal. */
function Realtime() {
  useRealtime();
  return null;
}

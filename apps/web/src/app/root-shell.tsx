import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { onAuthenticationRequired } from '../lib/api-client.ts';
import { useUser } from '../lib/auth/user.ts';
import { usePageLoaded } from '../lib/page-loaded.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { Outlet } from '../lib/router/hooks.tsx';
import { MatchModalHost } from './shell/match-modal-host.tsx';
import { ProgressBar } from './shell/progress-bar.tsx';
import { RouteAnnouncer } from './shell/route-focus.tsx';
import { SignupModalHost } from './shell/signup-modal-host.tsx';

const MemberShell = lazy(() => import('./shell/member-shell.tsx'));

export function RootShell() {
  const queryClient = useQueryClient();
  // The server ended the session (spec: 403 authentication_required): log out quietly.
  useEffect(
    () => onAuthenticationRequired(() => queryClient.setQueryData(queryKeys.accounts.currentUser(), null)),
    [queryClient],
  );
  const loggedIn = !!useUser();
  // The socket and polling (their code and calls) start after the first screen, not beside it.
  const pageLoaded = usePageLoaded();

  return (
    <SignupModalHost>
      <MatchModalHost>
        {loggedIn && pageLoaded ? (
          <Suspense fallback={null}>
            <MemberShell />
          </Suspense>
        ) : null}
        <ProgressBar />
        <Outlet />
        <RouteAnnouncer />
      </MatchModalHost>
    </SignupModalHost>
  );
}

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
  // Subscribed here at the root on purpose: told first, this one re-render also draws the page's
  // late cards and photos, in one task and one layout. Each told on its own took a task and a layout
  // of the whole page (signed-in /members TBT 37-55 → 80-126 ms; docs/benchmarks.md, 2026-11-29).
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

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { onAuthenticationRequired } from '../lib/api-client.ts';
import { useUser } from '../lib/auth/user.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { MatchModalHost } from './shell/match-modal-host.tsx';
import { ProgressBar } from './shell/progress-bar.tsx';
import { RouteAnnouncer } from './shell/route-focus.tsx';
import { SignupModalHost } from './shell/signup-modal-host.tsx';
import { useAppBadge } from './shell/use-app-badge.ts';
import { useAttentionCount, useTitlePrefix } from './shell/use-title-prefix.ts';

const MemberShell = lazy(() => import('./shell/member-shell.tsx'));

export function RootShell() {
  const queryClient = useQueryClient();
  // The server ended the session (spec: 403 authentication_required): log out quietly.
  useEffect(
    () => onAuthenticationRequired(() => queryClient.setQueryData(queryKeys.accounts.currentUser(), null)),
    [queryClient],
  );
  const loggedIn = !!useUser();
  const pageLoaded = usePageLoaded();
  const attention = useAttentionCount();
  useTitlePrefix(attention);
  useAppBadge(attention);

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
        <ScrollRestoration />
        <RouteAnnouncer />
      </MatchModalHost>
    </SignupModalHost>
  );
}

/**
 * True once the page has loaded and the browser is idle: the socket and polling (with their code and
 * calls) then start, instead of competing with the first screen's scripts, data and photos.
 */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const afterLoad = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setLoaded(true), { timeout: 1000 })
        : window.setTimeout(() => setLoaded(true), 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);
  return loaded;
}

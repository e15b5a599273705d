import type { Settings } from '@amoret/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CurrentUserContext, useCurrentUserQuery } from '../lib/auth/user.ts';
import { RouterView } from '../lib/router/router-view.tsx';
import { SettingsContext } from '../lib/site/settings.ts';
import { ErrorPage } from './error-page.tsx';
import { RootShell } from './root-shell.tsx';
import { LAYOUTS, router } from './router.tsx';

export function App({ queryClient, settings }: { queryClient: QueryClient; settings: Settings }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsContext.Provider value={settings}>
        <CurrentUser>
          <RouterView router={router} shell={RootShell} layouts={LAYOUTS} errorPage={ErrorPage} />
        </CurrentUser>
      </SettingsContext.Provider>
    </QueryClientProvider>
  );
}

function CurrentUser({ children }: { children: ReactNode }) {
  return <CurrentUserContext.Provider value={useCurrentUserQuery()}>{children}</CurrentUserContext.Provider>;
}

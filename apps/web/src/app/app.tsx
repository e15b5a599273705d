import type { Settings } from '@amoret/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { CurrentUserContext, useCurrentUserQuery } from '../lib/auth/user.ts';
import { SettingsContext } from '../lib/site/settings.ts';
import { router } from './router.tsx';

export function App({ queryClient, settings }: { queryClient: QueryClient; settings: Settings }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsContext.Provider value={settings}>
        <CurrentUser>
          <RouterProvider router={router} />
        </CurrentUser>
      </SettingsContext.Provider>
    </QueryClientProvider>
  );
}

function CurrentUser({ children }: { children: ReactNode }) {
  return <CurrentUserContext.Provider value={useCurrentUserQuery()}>{children}</CurrentUserContext.Provider>;
}

import type { ReactNode } from 'react';
import { useUser } from '../lib/auth/user.ts';
import IntroPage from './intro-page.tsx';
import { PageFallback } from './page-fallback.tsx';

/** A members' page: visitors get the route's explanation with sign-up and login instead. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const user = useUser();
  if (user === undefined) return <PageFallback />;
  if (user === null) return <IntroPage />;
  return children;
}

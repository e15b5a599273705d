import { Outlet, ScrollRestoration } from 'react-router';
import { ProgressBar } from './shell/progress-bar.tsx';

export function RootShell() {
  return (
    <>
      <ProgressBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

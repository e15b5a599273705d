import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../../components/page-fallback.tsx';
import { OfflineIndicator } from '../shell/offline-indicator.tsx';
import { SiteEntryWarning } from '../shell/site-entry-warning.tsx';

/** Chat layout: bare, the whole screen for the conversation; entry warning only for NL and DE. */
export function ChatLayout() {
  return (
    <div className="layout layout-chat d-flex flex-column min-vh-100" data-layout="chat">
      <OfflineIndicator />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <SiteEntryWarning layout="chat" />
    </div>
  );
}

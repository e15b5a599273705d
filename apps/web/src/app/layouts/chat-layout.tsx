import { Suspense } from 'react';
import { PageFallback } from '../../components/page-fallback.tsx';
import { Outlet } from '../../lib/router/hooks.tsx';
import { ChatTopBar } from '../shell/chat-top-bar.tsx';
import { OfflineIndicator } from '../shell/offline-indicator.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/route-focus.tsx';
import { SiteEntryWarning } from '../shell/site-entry-warning.tsx';

/**
 * Chat layout: bare, the whole screen for the conversations under a slim bar; entry warning only for
 * NL and DE. The page scrolls inside its own panes, so the composer stays at the bottom.
 */
export function ChatLayout() {
  return (
    <div className="layout layout-chat d-flex flex-column" data-layout="chat">
      <SkipLink />
      <ChatTopBar />
      <OfflineIndicator />
      <div className="layout-chat-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteEntryWarning layout="chat" />
    </div>
  );
}

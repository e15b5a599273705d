import { Suspense } from 'react';
import { PageFallback } from '../../components/page-fallback.tsx';
import { Outlet } from '../../lib/router/hooks.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/route-focus.tsx';
import { SiteEntryWarning } from '../shell/site-entry-warning.tsx';

/** Empty layout: the page alone (signup flows), entry warning only for NL and DE. */
export function EmptyLayout() {
  return (
    <div className="layout layout-empty min-vh-100" data-layout="empty">
      <SkipLink />
      <div id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <SiteEntryWarning layout="empty" />
    </div>
  );
}

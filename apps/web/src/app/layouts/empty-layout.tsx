import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../../components/page-fallback.tsx';
import { SiteEntryWarning } from '../shell/site-entry-warning.tsx';

/** Empty layout: the page alone (signup flows), entry warning only for NL and DE. */
export function EmptyLayout() {
  return (
    <div className="layout layout-empty min-vh-100" data-layout="empty">
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <SiteEntryWarning layout="empty" />
    </div>
  );
}

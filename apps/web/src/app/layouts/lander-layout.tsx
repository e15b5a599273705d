import { Suspense } from 'react';
import { PageFallback } from '../../components/page-fallback.tsx';
import { SiteBrand } from '../../components/site-brand.tsx';
import { useArrivedAsMember } from '../../lib/auth/arrival.ts';
import { Navigate, Outlet } from '../../lib/router/hooks.tsx';
import { Footer } from '../shell/footer.tsx';
import { LocaleDropdown } from '../shell/locale-dropdown.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../shell/route-focus.tsx';
import { SiteEntryWarning } from '../shell/site-entry-warning.tsx';

/**
 * Lander layout: a simple logo bar, the landing page, footer and disclaimer. Members who open the
 * home page or a lander go to the members area.
 */
export function LanderLayout() {
  // Spec: landers and the home page are for visitors; a member opening one goes to the members area.
  if (useArrivedAsMember()) return <Navigate to="/members" replace />;
  return (
    <div className="layout layout-lander d-flex flex-column min-vh-100" data-layout="lander">
      <SkipLink />
      <header className="logo-bar" data-testid="logo-bar">
        <div className="container d-flex align-items-center justify-content-between py-2">
          <SiteBrand />
          <LocaleDropdown />
        </div>
      </header>
      <div className="layout-main flex-grow-1" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <SiteEntryWarning layout="lander" />
    </div>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../../components/page-fallback.tsx';
import { SiteBrand } from '../../components/site-brand.tsx';
import { Footer } from '../shell/footer.tsx';
import { LocaleDropdown } from '../shell/locale-dropdown.tsx';
import { SiteEntryWarning } from '../shell/site-entry-warning.tsx';

/** Lander layout: a simple logo bar, the landing page, footer and disclaimer. */
export function LanderLayout() {
  return (
    <div className="layout layout-lander d-flex flex-column min-vh-100" data-layout="lander">
      <header className="logo-bar" data-testid="logo-bar">
        <div className="container d-flex align-items-center justify-content-between py-2">
          <SiteBrand />
          <LocaleDropdown />
        </div>
      </header>
      <div className="flex-grow-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <SiteEntryWarning layout="lander" />
    </div>
  );
}

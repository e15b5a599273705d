import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocaleDropdown } from './locale-dropdown.tsx';
import { SiteBrand } from './site-brand.tsx';

/** Top navigation. Logged out: the Login button and the locale dropdown. */
export function TopNav() {
  const { t } = useTranslation();
  return (
    <header className="top-nav border-bottom bg-white sticky-top" data-testid="top-nav">
      <nav
        className="container d-flex align-items-center justify-content-between py-2"
        aria-label={t('nav.main')}
      >
        <SiteBrand />
        <div className="d-flex align-items-center gap-2">
          <LocaleDropdown />
          <Link to="/login" className="btn btn-primary btn-sm px-3" data-testid="login-button">
            {t('nav.login')}
          </Link>
        </div>
      </nav>
    </header>
  );
}

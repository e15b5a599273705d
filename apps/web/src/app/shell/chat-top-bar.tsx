import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteBrand } from '../../components/site-brand.tsx';
import { useUser } from '../../lib/auth/user.ts';
import { CreditsLink } from './credits-link.tsx';

/**
 * The chat layout's slim bar: the spec keeps the layout bare, but never a dead end. The brand and a
 * back link lead to member search; members see their credits (or Premium), visitors a Login button.
 */
export function ChatTopBar() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <header className="chat-top-bar border-bottom bg-white flex-shrink-0" data-testid="chat-top-bar">
      <nav className="d-flex align-items-center gap-2 px-3 py-1" aria-label={t('nav.main')}>
        <SiteBrand to={user ? '/members' : '/'} className="navbar-brand d-flex me-auto py-1" />
        {user ? (
          <>
            <Link to="/members" className="nav-link px-1 small" data-testid="chat-bar-members">
              <span aria-hidden="true">← </span>
              {t('nav.members')}
            </Link>
            <CreditsLink user={user} alwaysCount />
          </>
        ) : (
          user === null && (
            <Link to="/login" className="btn btn-primary btn-sm px-3" data-testid="login-button">
              {t('nav.login')}
            </Link>
          )
        )}
      </nav>
    </header>
  );
}

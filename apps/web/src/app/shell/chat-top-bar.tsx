import { PlainLink } from '../../components/plain-link.tsx';
import { SiteBrand } from '../../components/site-brand.tsx';
import { useLoginHref } from '../../lib/auth/login-link.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { CreditsLink } from './credits-link.tsx';

/**
 * The chat layout's slim bar: the spec keeps the layout bare, but never a dead end. The brand and a
 * back link lead to member search; members see their credits (or Premium), visitors a Login button.
 */
export function ChatTopBar() {
  const { t } = useTranslation();
  const user = useUser();
  const loginHref = useLoginHref();
  return (
    <header className="chat-top-bar border-bottom bg-white flex-shrink-0" data-testid="chat-top-bar">
      <nav className="d-flex align-items-center gap-2 px-3 py-1" aria-label={t('nav.main')}>
        <SiteBrand to={user ? '/members' : '/'} className="navbar-brand d-flex me-auto py-1" />
        {user ? (
          <>
            <PlainLink
              to="/members"
              className="nav-link px-1 d-inline-flex align-items-center gap-1 text-nowrap"
              title={t('nav.members')}
              data-testid="chat-bar-members"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
                <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
              </svg>
              {/* The word from tablets up; phones keep the bar on one line with the icon. */}
              <span className="d-none d-sm-inline">{t('nav.members')}</span>
              <span className="visually-hidden d-sm-none">{t('nav.members')}</span>
            </PlainLink>
            <CreditsLink user={user} alwaysCount />
          </>
        ) : (
          user === null && (
            <PlainLink to={loginHref} className="btn btn-primary btn-sm px-3" data-testid="login-button">
              {t('nav.login')}
            </PlainLink>
          )
        )}
      </nav>
    </header>
  );
}

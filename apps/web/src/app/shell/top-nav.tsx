import { BackIcon } from '../../components/back-icon.tsx';
import { DropdownMenu } from '../../components/dropdown-menu.tsx';
import { PlainLink, PlainNavLink } from '../../components/plain-link.tsx';
import { SiteBrand } from '../../components/site-brand.tsx';
import { useLoginHref } from '../../lib/auth/login-link.ts';
import { sessionHinted, useLogout, useUser } from '../../lib/auth/user.ts';
import { badgeText } from '../../lib/badge-text.ts';
import { useUnreadCount } from '../../lib/chats.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { isInstalledApp } from '../../lib/installed-app.ts';
import { useNewLikesCount } from '../../lib/likes.ts';
import { useRouteName } from '../../lib/router/hooks.tsx';
import { CreditsLink } from './credits-link.tsx';
import { LocaleDropdown } from './locale-dropdown.tsx';

/** The pages an installed app offers a Back button on (spec: header). */
const BACK_ROUTES = new Set([
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
]);

/**
 * Back, where an installed app has no browser bar to go back with: on the pages above, once the app
 * has somewhere to go back to.
 */
function BackButton() {
  const { t } = useTranslation();
  const routeName = useRouteName();
  if (!BACK_ROUTES.has(routeName) || !isInstalledApp() || window.history.length <= 1) return null;
  return (
    <button
      type="button"
      className="btn btn-link app-back-button"
      onClick={() => window.history.back()}
      data-testid="app-back"
    >
      <BackIcon className="app-back-icon" />
      <span className="visually-hidden">{t('nav.back')}</span>
    </button>
  );
}

/** Top navigation: Login and language for visitors; the members' menu for members. */
export function TopNav() {
  const { t } = useTranslation();
  const user = useUser();
  const loginHref = useLoginHref();
  const newLikes = useNewLikesCount();
  const unread = useUnreadCount();
  const logout = useLogout();

  const links = (
    <>
      <PlainNavLink to="/members" className="nav-link px-2">
        {t('nav.members')}
      </PlainNavLink>
      <PlainNavLink to="/chats" className="nav-link px-2" data-testid="nav-messages">
        {t('nav.messages')}
        {unread > 0 && (
          <span className="badge rounded-pill badge-unread ms-1" data-testid="unread-badge">
            <span className="visually-hidden">{t('nav.unreadMessages', { count: unread })} </span>
            <span aria-hidden="true">{badgeText(unread)}</span>
          </span>
        )}
      </PlainNavLink>
      <PlainNavLink to="/likes" className="nav-link px-2" data-testid="nav-likes">
        {t('nav.likes')}
        {newLikes > 0 && (
          <span className="badge rounded-pill text-bg-primary ms-1" data-testid="new-likes-badge">
            <span className="visually-hidden">{t('nav.newLikes', { count: newLikes })} </span>
            <span aria-hidden="true">{badgeText(newLikes)}</span>
          </span>
        )}
      </PlainNavLink>
    </>
  );

  return (
    <header className="top-nav border-bottom bg-white sticky-top" data-testid="top-nav">
      <nav className="container py-2" aria-label={t('nav.main')}>
        <div className="d-flex align-items-center justify-content-between gap-2">
          <div className="top-nav-start d-flex align-items-center">
            <BackButton />
            <SiteBrand />
          </div>
          {user && <div className="d-none d-md-flex align-items-center">{links}</div>}
          {user ? (
            <div className="d-flex align-items-center gap-2">
              <CreditsLink user={user} />
              <LocaleDropdown />
              <DropdownMenu
                testId="account-menu"
                label={
                  <>
                    {/* A phone shows the initial: a long name would push the row past its edge. */}
                    <span className="account-initial d-sm-none">{user.profile.name.slice(0, 1)}</span>
                    <span className="account-name d-none d-sm-inline-block">{user.profile.name}</span>
                  </>
                }
                // The accessible name starts with the visible name (WCAG 2.5.3 label in name).
                ariaLabel={`${user.profile.name}, ${t('nav.account')}`}
                buttonClass="btn-outline-primary"
                items={[
                  { key: 'profile', label: t('nav.profile'), to: '/profile' },
                  { key: 'credits', label: t('nav.credits'), to: '/credits' },
                  { key: 'settings', label: t('nav.settings'), to: '/settings', testId: 'nav-settings' },
                  { key: 'logout', label: t('nav.logout'), onSelect: () => void logout(), testId: 'logout' },
                ]}
              />
            </div>
          ) : (
            <div className="d-flex align-items-center gap-2">
              <LocaleDropdown />
              <PlainLink to={loginHref} className="btn btn-primary btn-sm px-3" data-testid="login-button">
                {t('nav.login')}
              </PlainLink>
            </div>
          )}
        </div>
        {user && (
          <div className="d-flex d-md-none justify-content-around border-top mt-2 pt-1 small">{links}</div>
        )}
        {user === undefined && sessionHinted() && (
          // Probably a member (the page came with a session cookie): keep the phone's second row
          // free while the member loads, so the page does not move down when it appears.
          <div className="d-flex d-md-none justify-content-around border-top mt-2 pt-1 small invisible">
            {links}
          </div>
        )}
      </nav>
    </header>
  );
}

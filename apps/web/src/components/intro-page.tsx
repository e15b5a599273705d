import { useUser } from '../lib/auth/user.ts';
import { useTranslation } from '../lib/i18n.tsx';
import { useRouteName } from '../lib/router/hooks.tsx';
import { useSettings } from '../lib/site/settings.ts';
import { AuthActions } from './auth-actions.tsx';
import { PlainLink } from './plain-link.tsx';
import { usePageTitle } from './use-page-title.ts';

/** Routes whose next step is not logging in but going elsewhere. */
const OTHER_ACTIONS: Record<string, { to: string; label: string }> = {
  'account-deleted': { to: '/', label: 'errorPage.backHome' },
  'activate-error': { to: '/pages/service', label: 'footer.support' },
  complaints: { to: '/pages/service', label: 'footer.support' },
  pricing: { to: '/pages/faq', label: 'footer.faq' },
};

/**
 * What a logged-out visitor sees on a members' page: what the page is for and how to get there.
 * Heading and text come from `intro.<route name>`.
 */
export default function IntroPage() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const user = useUser();
  const name = useRouteName();
  const vars = { siteName: settings.name, messageCredits: settings.message_credits };
  const title = t(`intro.${name}.title`, vars);
  usePageTitle(title);
  const other = OTHER_ACTIONS[name];

  return (
    <main className="container py-5 intro-page" data-testid="intro-page">
      <div className="mx-auto text-center" style={{ maxWidth: 640 }}>
        <h1 className="h2 mb-3">{title}</h1>
        <p className="lead text-body-secondary mb-4">{t(`intro.${name}.body`, vars)}</p>
        {other ? (
          <PlainLink to={other.to} className="btn btn-primary btn-lg px-4">
            {t(other.label)}
          </PlainLink>
        ) : (
          !user && <AuthActions className="justify-content-center" />
        )}
      </div>
    </main>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useLogout } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSearchParams } from '../../lib/router/hooks.tsx';

/** After the activation link: what to do next (fill in the profile, premium, search). */
export default function ActivateDonePage() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  // Messages written while signing up, delivered by this confirmation.
  const [params] = useSearchParams();
  const sent = Number(params.get('sent')) || 0;
  // The link was opened where another member is logged in: their next steps are not this account's.
  const other = params.get('other') === '1';
  // Out of the account on screen, to the login page that says this link's account is confirmed.
  const logout = useLogout('/login?activated=1');
  const { t: tCommon } = useTranslation();
  usePageTitle(t('intro.activate-done.title'));
  // The member's status just changed on the server.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser() });
  }, [queryClient]);

  return (
    <main className="container py-5 text-center" style={{ maxWidth: 640 }} data-testid="activate-done">
      <div className="display-5 mb-3" aria-hidden="true">
        🎉
      </div>
      <h1 className="h2 mb-3">{t('intro.activate-done.title')}</h1>
      <p className="lead text-body-secondary mb-4">{t('intro.activate-done.body')}</p>
      {sent > 0 && (
        <div className="alert alert-success" data-testid="messages-sent">
          {t('activation.messagesSent', { count: sent })}
        </div>
      )}
      {other ? (
        <div className="alert alert-info" data-testid="activated-other-account">
          <p>{t('activation.otherAccount')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void logout()}
            data-testid="other-logout"
          >
            {tCommon('nav.logout')}
          </button>
        </div>
      ) : (
        <div className="d-grid gap-2 d-sm-flex justify-content-sm-center">
          <PlainLink to="/profile" className="btn btn-primary btn-lg">
            {t('activation.fillProfile')}
          </PlainLink>
          <PlainLink to="/premium" className="btn btn-outline-primary btn-lg">
            {t('activation.getPremium')}
          </PlainLink>
          <PlainLink to="/members" className="btn btn-outline-secondary btn-lg">
            {t('activation.searchMembers')}
          </PlainLink>
        </div>
      )}
    </main>
  );
}

import { DELETION_GRACE_DAYS, routes } from '@amoret/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { BusyButton } from '../../components/submit-button.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { api } from '../../lib/api-client.ts';
import { useSetUser, useUser } from '../../lib/auth/user.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useNavigate, useSearchParams } from '../../lib/router/hooks.tsx';

const vars = { days: DELETION_GRACE_DAYS };
const expired = (error: unknown) => error instanceof ApiError && error.key === 'linkExpired';

/**
 * The deletion mail's link. Opening it changes nothing: the page names the account and the member
 * says they want it back (a mail scanner opening every link must not undo a deletion, and a link
 * someone else sent shows whose account it is). Then logged in, on to the members.
 */
export default function ReactivatePage() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const user = useUser();
  const setUser = useSetUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // What the button's call answered, when it failed: the link no longer works, or something else.
  const [failure, setFailure] = useState<'expired' | 'other' | null>(null);
  const account = useQuery({
    queryKey: queryKeys.accounts.reactivation(token ?? ''),
    queryFn: () => api.call(routes.accountSettings.reactivationAccount, { query: { token: token! } }),
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  usePageTitle(t('intro.reactivate.title'));

  const reactivate = () => {
    if (!token) return;
    setBusy(true);
    setFailure(null);
    api.call(routes.accountSettings.reactivate, { body: { token } }).then(
      ({ user: restored }) => {
        setUser(restored);
        // Back from the members does not lead to a link that has done its work.
        navigate('/members', { replace: true });
      },
      (error) => {
        setBusy(false);
        setFailure(expired(error) ? 'expired' : 'other');
      },
    );
  };

  const linkGone = !token || expired(account.error) || failure === 'expired';
  return (
    <main className="container py-5 text-center" style={{ maxWidth: 640 }} data-testid="reactivate">
      <h1 className="h2 mb-3">{t('intro.reactivate.title')}</h1>
      {linkGone ? (
        // The way back is logging in; a member who is logged in (the account restored already, or
        // another one) goes on to the members.
        <>
          <p className="lead text-danger mb-4" role="alert">
            {user ? t('reactivate.failedMember') : t('reactivate.failed', vars)}
          </p>
          <PlainLink to={user ? '/members' : '/login'} className="btn btn-primary btn-lg">
            {tCommon(user ? 'nav.members' : 'nav.login')}
          </PlainLink>
        </>
      ) : (
        <>
          <p className="lead text-body-secondary mb-3">{t('intro.reactivate.body', vars)}</p>
          {/* The line keeps its room while the account is asked for: nothing moves when it comes. */}
          <p className="fw-semibold mb-4" data-testid="reactivate-account">
            {account.data ? t('reactivate.account', account.data.account) : '\u00a0'}
          </p>
          {user && account.data && (
            <div className="alert alert-warning" data-testid="reactivate-logged-in">
              {t('reactivate.loggedInAs', { name: user.profile.name })}
            </div>
          )}
          <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
            <BusyButton className="btn btn-primary btn-lg" busy={busy} onClick={reactivate}>
              {t('reactivate.confirm')}
            </BusyButton>
            <PlainLink to="/" className="btn btn-outline-secondary btn-lg">
              {t('reactivate.keepDeleted')}
            </PlainLink>
          </div>
          {failure === 'other' && (
            <p className="text-danger mt-3" role="alert">
              {tCommon('errors.generic')}
            </p>
          )}
        </>
      )}
    </main>
  );
}

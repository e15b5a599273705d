import { DELETION_GRACE_DAYS, routes } from '@amoret/shared';
import { useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { BusyButton } from '../../components/submit-button.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { api } from '../../lib/api-client.ts';
import { useSetUser } from '../../lib/auth/user.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigate, useSearchParams } from '../../lib/router/hooks.tsx';

/**
 * The deletion mail's link. Opening it changes nothing: the member says here that they want the
 * account back (a mail scanner opening every link must not undo a deletion, nor a link from someone
 * else log this browser into their account). Then logged in, on to the members.
 */
export default function ReactivatePage() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const setUser = useSetUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // A link without a token, or one the server no longer takes: the same way back (logging in).
  const [failure, setFailure] = useState<string | null>(token ? null : t('reactivate.failed', vars));
  usePageTitle(t('intro.reactivate.title'));

  const reactivate = () => {
    if (!token) return;
    setBusy(true);
    api.call(routes.accountSettings.reactivate, { body: { token } }).then(
      ({ user }) => {
        setUser(user);
        navigate('/members');
      },
      (error) => {
        setBusy(false);
        setFailure(
          error instanceof ApiError && error.key === 'linkExpired'
            ? t('reactivate.failed', vars)
            : tCommon('errors.generic'),
        );
      },
    );
  };

  return (
    <main className="container py-5 text-center" style={{ maxWidth: 640 }} data-testid="reactivate">
      <h1 className="h2 mb-3">{t('intro.reactivate.title')}</h1>
      {failure ? (
        <>
          <p className="lead text-danger mb-4" role="alert">
            {failure}
          </p>
          <PlainLink to="/login" className="btn btn-primary btn-lg">
            {tCommon('nav.login')}
          </PlainLink>
        </>
      ) : (
        <>
          <p className="lead text-body-secondary mb-4">{t('intro.reactivate.body', vars)}</p>
          <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
            <BusyButton className="btn btn-primary btn-lg" busy={busy} onClick={reactivate}>
              {t('reactivate.confirm')}
            </BusyButton>
            <PlainLink to="/" className="btn btn-outline-secondary btn-lg">
              {t('reactivate.keepDeleted')}
            </PlainLink>
          </div>
        </>
      )}
    </main>
  );
}

const vars = { days: DELETION_GRACE_DAYS };

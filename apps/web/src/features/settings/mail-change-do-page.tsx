import { routes } from '@amoret/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { api } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSearchParams } from '../../lib/router/hooks.tsx';

/** The link in the mail to the new address: confirms it once and says how it went. */
export default function MailChangeDoPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'working' | 'done' | string>('working');
  const started = useRef(false);
  usePageTitle(t('intro.mail-change-do.title'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setState(t('errors.linkExpired'));
      return;
    }
    api.call(routes.accountSettings.confirmMailChange, { body: { token } }).then(
      () => {
        setState('done');
        void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.currentUser() });
      },
      (error) =>
        setState(
          error instanceof ApiError
            ? (Object.values(error.fields ?? {})[0] ?? error.message)
            : t('errors.generic'),
        ),
    );
  }, [params, queryClient, t]);

  return (
    <main className="container py-5 text-center" style={{ maxWidth: 640 }} data-testid="mail-change-do">
      <h1 className="h2 mb-3">{t('intro.mail-change-do.title')}</h1>
      {state === 'working' && <p className="lead">{t('mailChange.working')}</p>}
      {state === 'done' && (
        <p className="lead text-success" role="status">
          {t('mailChange.done')}
        </p>
      )}
      {state !== 'working' && state !== 'done' && (
        <p className="lead text-danger" role="alert">
          {state}
        </p>
      )}
      <PlainLink to="/settings" className="btn btn-primary mt-2">
        {t('mailChange.toSettings')}
      </PlainLink>
    </main>
  );
}

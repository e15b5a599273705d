import { type LoginRequest, routes } from '@amoret/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { api } from '../../lib/api-client.ts';
import { useArrivedAsMember } from '../../lib/auth/arrival.ts';
import { fieldErrorText } from '../../lib/auth/form-errors.ts';
import { afterLogin } from '../../lib/auth/login-link.ts';
import { useOpenSignup } from '../../lib/auth/open-signup.ts';
import { useSetUser } from '../../lib/auth/user.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { Navigate, useNavigate, useSearchParams } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';

const checks = lazyResolver(() => import('./login-resolver.ts').then((m) => m.loginResolver));

/**
 * Log in with e-mail and password; wrong attempts and temporary blocks are explained, and a visitor sent
 * here by the activation link of an already active account is told so.
 */
/** A member who opens this page goes to the members area (spec: opening signup goes to members). */
export default function LoginPage() {
  if (useArrivedAsMember()) return <Navigate to="/members" replace />;
  return <LoginPageContent />;
}

function LoginPageContent() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const navigate = useNavigate();
  const setUser = useSetUser();
  const openSignup = useOpenSignup();
  const [failure, setFailure] = useState<string | null>(null);
  // An activation link of an account that is already active leads here (it logs nobody in itself).
  const [params] = useSearchParams();
  const alreadyActivated = params.get('activated') === '1';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver: checks.resolver });
  useEffect(checks.preload, []);
  usePageTitle(t('intro.login.title'));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await api.call(routes.accounts.login, { body: values });
      setUser(user);
      // Back to the page that sent the visitor here (`next`, see useLoginHref), else the members.
      navigate(afterLogin(params.get('next')), { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.generic'));
    }
  });

  return (
    <main className="container py-5" style={{ maxWidth: 460 }} data-testid="login-page">
      <h1 className="h2 mb-2">{t('intro.login.title')}</h1>
      <p className="text-body-secondary mb-4">{t('intro.login.body', { siteName: settings.name })}</p>
      <form onSubmit={submit} noValidate>
        {alreadyActivated && !failure && (
          <div className="alert alert-success" role="status" data-testid="login-activated">
            {t('login.alreadyActivated')}
          </div>
        )}
        {failure && (
          <div className="alert alert-danger" role="alert" data-testid="login-error">
            {failure}
          </div>
        )}
        <FormField
          id="login-email"
          label={t('signup.email')}
          type="email"
          autoComplete="username"
          error={fieldErrorText(t, 'email', errors.email)}
          {...register('email')}
        />
        <FormField
          id="login-password"
          label={t('signup.password')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(t, 'password', errors.password)}
          {...register('password')}
        />
        <SubmitButton busy={isSubmitting} data-testid="login-submit">
          {t('nav.login')}
        </SubmitButton>
      </form>
      <p className="text-center small mt-3">
        <PlainLink to="/reset-password">{t('login.forgot')}</PlainLink>
      </p>
      <p className="text-center small mb-0">
        {t('login.noAccount')}{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => openSignup()}>
          {t('common.signupFree')}
        </button>
      </p>
    </main>
  );
}

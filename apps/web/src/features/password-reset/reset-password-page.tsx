import { resetPasswordRequestSchema, routes } from '@amoret/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { api } from '../../lib/api-client.ts';
import { fieldErrorText } from '../../lib/auth/form-errors.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** Ask for a reset link. The answer never says whether the address has an account. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(resetPasswordRequestSchema) as never });
  usePageTitle(t('intro.reset-password.title'));

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await api.call(routes.accounts.requestPasswordReset, { body: { email } });
      setSentTo(email);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.generic'));
    }
  });

  return (
    <main className="container py-5" style={{ maxWidth: 460 }} data-testid="reset-password-page">
      <h1 className="h2 mb-2">{t('intro.reset-password.title')}</h1>
      {sentTo ? (
        <div className="alert alert-success" role="status" data-testid="reset-sent">
          {t('resetPassword.sent', { email: sentTo })}
        </div>
      ) : (
        <>
          <p className="text-body-secondary mb-4">{t('intro.reset-password.body')}</p>
          <form onSubmit={submit} noValidate>
            {failure && (
              <div className="alert alert-danger" role="alert">
                {failure}
              </div>
            )}
            <FormField
              id="reset-email"
              label={t('signup.email')}
              type="email"
              autoComplete="email"
              error={fieldErrorText(t, 'email', errors.email)}
              {...register('email')}
            />
            <SubmitButton busy={isSubmitting}>{t('resetPassword.submit')}</SubmitButton>
          </form>
        </>
      )}
      <p className="text-center small mt-3">
        <PlainLink to="/login">{t('nav.login')}</PlainLink>
      </p>
    </main>
  );
}

import { type ResetPasswordDo, resetPasswordDoSchema, routes } from '@amoret/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { api } from '../../lib/api-client.ts';
import { applyApiError, fieldErrorText } from '../../lib/auth/form-errors.ts';
import { useSetUser } from '../../lib/auth/user.ts';
import type { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigate, useSearchParams } from '../../lib/router/hooks.tsx';

/** The page the reset mail links to: choose a new password (twice); then you are logged in. */
export default function ResetPasswordDoPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setUser = useSetUser();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const token = params.get('token') ?? '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordDo>({
    resolver: zodResolver(resetPasswordDoSchema) as never,
    defaultValues: { token },
  });
  usePageTitle(t('intro.reset-password-do.title'));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await api.call(routes.accounts.completePasswordReset, { body: values });
      setUser(user);
      navigate('/members');
    } catch (error) {
      setFailure(applyApiError(error, setError));
    }
  });

  return (
    <main className="container py-5" style={{ maxWidth: 460 }} data-testid="reset-password-do-page">
      <h1 className="h2 mb-4">{t('intro.reset-password-do.title')}</h1>
      {failure && (
        <div className="alert alert-danger" role="alert" data-testid="reset-error">
          {failure.message}{' '}
          {failure.key === 'linkExpired' && (
            <PlainLink to="/reset-password" className="alert-link">
              {t('resetPassword.requestNew')}
            </PlainLink>
          )}
        </div>
      )}
      {!token ? (
        <p>
          <PlainLink to="/reset-password">{t('resetPassword.requestNew')}</PlainLink>
        </p>
      ) : (
        <form onSubmit={submit} noValidate>
          <input type="hidden" {...register('token')} />
          <FormField
            id="reset-password"
            label={t('resetPassword.newPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldErrorText(t, 'password', errors.password)}
            {...register('password')}
          />
          <FormField
            id="reset-password-confirm"
            label={t('resetPassword.confirm')}
            type="password"
            autoComplete="new-password"
            error={fieldErrorText(t, 'password_confirm', errors.password_confirm)}
            {...register('password_confirm')}
          />
          <SubmitButton busy={isSubmitting} data-testid="reset-save">
            {t('resetPassword.save')}
          </SubmitButton>
        </form>
      )}
    </main>
  );
}

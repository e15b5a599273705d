import { routes, type SignupRequest, type User } from '@amoret/shared';
import { useEffect, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { BirthDateField } from '../../components/birth-date-field.tsx';
import { FormField, TextAreaField } from '../../components/form-field.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { api } from '../../lib/api-client.ts';
import { applyApiError, fieldErrorText } from '../../lib/auth/form-errors.ts';
import type { ApiError } from '../../lib/http-client.ts';
import { Trans, useTranslation } from '../../lib/i18n.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { useSettings } from '../../lib/site/settings.ts';
import { trafficSource } from '../../lib/traffic-source.ts';

type Fields = Pick<SignupRequest, 'email' | 'name' | 'password' | 'date_of_birth' | 'signup_message'>;

// Zod and the schema load once the form is drawn, so the signup modal opens without them.
const checks = lazyResolver(() =>
  import('./signup-resolver.ts').then((m) => m.signupResolver as unknown as Resolver<Fields>),
);

/**
 * Signup step 0: e-mail, name, password, date of birth, validated with the server's own schema.
 * Opened from a profile (`recipient`), it starts with the first message to that profile.
 */
export function SignupForm({
  onCreated,
  onDirty,
  recipient,
  initialMessage = '',
}: {
  onCreated: (user: User) => void;
  onDirty?: () => void;
  recipient?: { id: number; name: string } | undefined;
  initialMessage?: string | undefined;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<ApiError | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver: checks.resolver,
    mode: 'onBlur',
    defaultValues: recipient ? { signup_message: { profile_id: recipient.id, text: initialMessage } } : {},
  });

  useEffect(checks.preload, []);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await api.call(routes.accounts.signup, {
        body: { ...values, idempotency_key: idempotencyKey, traffic_source: trafficSource() },
      });
      onCreated(user);
    } catch (error) {
      setFailure(applyApiError(error, setError));
    }
  });

  const err = (field: Exclude<keyof Fields, 'signup_message'>) => fieldErrorText(t, field, errors[field]);
  return (
    <form onSubmit={submit} onChange={onDirty} noValidate data-testid="signup-form">
      {recipient && (
        <TextAreaField
          id="signup-message"
          label={t('signup.message.label', { name: recipient.name })}
          help={t('signup.message.help')}
          rows={3}
          maxLength={settings.message_length}
          data-testid="signup-message"
          error={fieldErrorText(
            t,
            'signup_message.text',
            errors.signup_message?.text,
            settings.message_length,
          )}
          {...register('signup_message.text')}
        />
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure.message}{' '}
          {(failure.key === 'existingAccount' || failure.key === 'deletedAccountNotFinal') && (
            <PlainLink to="/login" className="alert-link">
              {t('nav.login')}
            </PlainLink>
          )}
        </div>
      )}
      <FormField
        id="signup-email"
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        error={err('email')}
        {...register('email')}
      />
      <FormField
        id="signup-name"
        label={t('signup.name')}
        autoComplete="nickname"
        error={err('name')}
        {...register('name')}
      />
      <FormField
        id="signup-password"
        label={t('signup.password')}
        type="password"
        autoComplete="new-password"
        error={err('password')}
        {...register('password')}
      />
      <Controller
        control={control}
        name="date_of_birth"
        render={({ field }) => (
          <BirthDateField
            id="signup-dob"
            label={t('signup.dateOfBirth')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={err('date_of_birth')}
          />
        )}
      />
      <p className="small text-body-secondary">
        <Trans
          i18nKey="signup.acceptTerms"
          components={{ terms: <PlainLink to="/pages/terms" />, privacy: <PlainLink to="/pages/privacy" /> }}
        />
      </p>
      <SubmitButton busy={isSubmitting} data-testid="signup-submit">
        {t(recipient ? 'signup.message.submit' : 'signup.submit')}
      </SubmitButton>
      <p className="text-center small mt-3 mb-0">
        {t('signup.haveAccount')} <PlainLink to="/login">{t('nav.login')}</PlainLink>
      </p>
    </form>
  );
}

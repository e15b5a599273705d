import { mailChangeSchema, routes, type User } from '@amoret/shared';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { fieldErrorText } from '../../lib/auth/form-errors.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { SettingsCard } from './settings-card.tsx';
import { useSettingsForm } from './use-settings-form.ts';

export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { form, failure, done, submit } = useSettingsForm(
    routes.accountSettings.requestMailChange,
    mailChangeSchema,
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <SettingsCard name="email" title={t('settings.email.title')}>
      <p className="text-body-secondary">{t('settings.email.current', { email: user.email })}</p>
      {done && (
        <div className="alert alert-success" role="status" data-testid="mail-change-sent">
          {t('settings.email.sent', { email: done.email })}
        </div>
      )}
      {failure && <div className="alert alert-danger">{failure}</div>}
      <form onSubmit={submit()} noValidate>
        <FormField
          id="settings-new-email"
          label={t('settings.email.new')}
          type="email"
          autoComplete="email"
          error={fieldErrorText(t, 'email', errors.email)}
          {...form.register('email')}
        />
        <FormField
          id="settings-email-password"
          label={t('settings.email.password')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(t, 'password', errors.password)}
          {...form.register('password')}
        />
        <SubmitButton busy={isSubmitting} className="btn btn-outline-primary">
          {t('settings.email.submit')}
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}

import { type PasswordChange, passwordChangeSchema, routes } from '@amoret/shared';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { fieldErrorText } from '../../lib/auth/form-errors.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { SettingsCard } from './settings-card.tsx';
import { useSettingsForm } from './use-settings-form.ts';

export function PasswordSection() {
  const { t } = useTranslation('account');
  const { form, failure, done, submit } = useSettingsForm(
    routes.accountSettings.changePassword,
    passwordChangeSchema,
  );
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof PasswordChange, label: string, autoComplete: string) => (
    <FormField
      id={`pw-${name}`}
      label={label}
      type="password"
      autoComplete={autoComplete}
      error={fieldErrorText(t, name, errors[name])}
      {...form.register(name)}
    />
  );
  return (
    <SettingsCard name="password" title={t('settings.password.title')}>
      {done && (
        <div className="alert alert-success" role="status" data-testid="password-changed">
          {t('settings.password.done')}
        </div>
      )}
      {failure && <div className="alert alert-danger">{failure}</div>}
      <form onSubmit={submit()} noValidate>
        {field('old_password', t('settings.password.old'), 'current-password')}
        {field('password', t('settings.password.new'), 'new-password')}
        {field('password_confirm', t('settings.password.confirm'), 'new-password')}
        <SubmitButton busy={isSubmitting} className="btn btn-outline-primary">
          {t('settings.password.submit')}
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/site/settings.ts';

/** Signup step 0 opened from a profile: the first message to that profile, above the account fields. */
export function SignupMessageField({
  recipientName,
  error,
  field,
}: {
  recipientName: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <div className="mb-3">
      <label htmlFor="signup-message" className="form-label fw-semibold">
        {t('signup.message.label', { name: recipientName })}
      </label>
      <textarea
        id="signup-message"
        className={`form-control ${error ? 'is-invalid' : ''}`}
        rows={3}
        maxLength={settings.message_length}
        aria-invalid={!!error}
        aria-describedby={error ? 'signup-message-error' : 'signup-message-help'}
        data-testid="signup-message"
        {...field}
      />
      {error ? (
        <div id="signup-message-error" className="invalid-feedback">
          {error}
        </div>
      ) : (
        <div id="signup-message-help" className="form-text">
          {t('signup.message.help')}
        </div>
      )}
    </div>
  );
}

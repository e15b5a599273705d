import {
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_REASONS,
  type ComplaintInput,
  complaintSchema,
  routes,
  visitorComplaintSchema,
} from '@amoret/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, TextAreaField } from '../../components/form-field.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { api } from '../../lib/api-client.ts';
import { applyApiError, fieldErrorText } from '../../lib/auth/form-errors.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSearchParams } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';

/** /complaints: report a profile (from its page) or a problem; the support team gets who, what, when. */
export default function ComplaintsPage() {
  const { t } = useTranslation('account');
  const settings = useSettings();
  const user = useUser();
  const [params] = useSearchParams();
  const profileId = Number(params.get('profile')) || undefined;
  const [sent, setSent] = useState(false);
  usePageTitle(t('complaints.title'));
  const form = useForm<ComplaintInput>({
    // Visitors leave an address to be answered at; the server asks for it too.
    resolver: zodResolver(user ? complaintSchema : visitorComplaintSchema),
    defaultValues: {
      kind: profileId ? 'profile' : 'problem',
      profile_id: profileId,
      reason: '',
      message: '',
    },
  });
  const kind = form.watch('kind');
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.call(routes.complaints.file, { body: values });
      setSent(true);
    } catch (error) {
      setFailure(applyApiError(error, form.setError)?.message ?? null);
    }
  });

  if (sent) {
    return (
      <main className="container py-5" data-testid="complaint-sent">
        <div className="mx-auto text-center" style={{ maxWidth: 560 }}>
          <h1 className="h3 mb-3">{t('complaints.sentTitle')}</h1>
          <p className="lead text-body-secondary">{t('complaints.sentBody', { siteName: settings.name })}</p>
          <PlainLink to={user ? '/members' : '/'} className="btn btn-primary mt-2">
            {user ? t('nav.members') : t('errorPage.backHome')}
          </PlainLink>
        </div>
      </main>
    );
  }
  return (
    <main className="container py-4" data-testid="complaints-page">
      <div className="mx-auto" style={{ maxWidth: 640 }}>
        <h1 className="h3 mb-2">{t('complaints.title')}</h1>
        <p className="text-body-secondary">{t('complaints.intro')}</p>
        <form onSubmit={submit} noValidate className="card card-body">
          {!profileId && (
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('complaints.kind')}</legend>
              {(['problem', 'profile'] as const).map((k) => (
                <div className="form-check" key={k}>
                  <input
                    className="form-check-input"
                    type="radio"
                    id={`kind-${k}`}
                    value={k}
                    {...form.register('kind')}
                    disabled={k === 'profile'}
                  />
                  <label className="form-check-label" htmlFor={`kind-${k}`}>
                    {t(`complaints.kinds.${k}`)}
                  </label>
                </div>
              ))}
              <p className="small text-body-secondary mt-1 mb-0">{t('complaints.profileHint')}</p>
            </fieldset>
          )}
          <div className="mb-3">
            <label htmlFor="complaint-reason" className="form-label">
              {t('complaints.reason')}
            </label>
            <select
              id="complaint-reason"
              className={`form-select ${errors.reason ? 'is-invalid' : ''}`}
              {...form.register('reason')}
            >
              <option value="">{t('profile.choose')}</option>
              {COMPLAINT_REASONS[kind].map((reason) => (
                <option key={reason} value={reason}>
                  {t(`complaints.reasons.${reason}`)}
                </option>
              ))}
            </select>
            <div className="invalid-feedback">{fieldErrorText(t, 'reason', errors.reason)}</div>
          </div>
          <TextAreaField
            id="complaint-message"
            label={t('complaints.message')}
            rows={5}
            maxLength={COMPLAINT_MESSAGE_MAX}
            error={fieldErrorText(t, 'message', errors.message)}
            {...form.register('message')}
          />
          {!user && (
            <FormField
              id="complaint-email"
              label={t('complaints.email')}
              type="email"
              autoComplete="email"
              error={fieldErrorText(t, 'email', errors.email)}
              {...form.register('email', { setValueAs: (v: string) => v || undefined })}
            />
          )}
          {failure && <div className="alert alert-danger">{failure}</div>}
          <SubmitButton
            busy={isSubmitting}
            className="btn btn-primary align-self-start"
            data-testid="complaint-submit"
          >
            {t('complaints.submit')}
          </SubmitButton>
        </form>
        <p className="small text-body-secondary mt-3">
          {t('complaints.banInfo')} <PlainLink to="/pages/ban">{t('footer.ban')}</PlainLink>
        </p>
      </div>
    </main>
  );
}

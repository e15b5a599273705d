import { DELETION_GRACE_DAYS, DELETION_REASONS, deleteAccountSchema, routes } from '@amoret/shared';
import { useState } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { fieldErrorText } from '../../lib/auth/form-errors.ts';
import { useSetUser, useUser } from '../../lib/auth/user.ts';
import { useStayCode } from '../../lib/discount-codes.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigate } from '../../lib/router/hooks.tsx';
import { useCompanyInfo } from '../../lib/site/company-info.ts';
import { useSettingsForm } from './use-settings-form.ts';
import { useUpdateAccount } from './use-update-account.ts';

type Step = 'closed' | 'reason' | 'alternatives' | 'confirm';

/** Account deletion with a retention flow: the reason, the alternatives, then the deletion itself. */
export function DeleteSection() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const setUser = useSetUser();
  // Paid-for credits go with the account: the member is told before confirming.
  const credits = useUser()?.credits ?? 0;
  const discount = useCompanyInfo().data?.delete_discount ?? 0;
  const { update } = useUpdateAccount();
  const stay = useStayCode();
  const [step, setStep] = useState<Step>('closed');
  const { form, failure, submit } = useSettingsForm(
    routes.accountSettings.deleteAccount,
    deleteAccountSchema,
  );
  const reason = form.watch('reason');

  return (
    <section className="card border-danger-subtle mb-4" aria-labelledby="settings-delete">
      <div className="card-body">
        <h2 id="settings-delete" className="h5">
          {t('settings.delete.title')}
        </h2>
        {step === 'closed' && (
          <button type="button" className="btn btn-outline-danger" onClick={() => setStep('reason')}>
            {t('settings.delete.start')}
          </button>
        )}
        <form
          onSubmit={submit(() => {
            setUser(null);
            navigate('/account-deleted');
          })}
          noValidate
          hidden={step === 'closed'}
        >
          {step === 'reason' && (
            <fieldset>
              <legend className="fs-6 mb-2">{t('settings.delete.reasonQuestion')}</legend>
              {DELETION_REASONS.map((r) => (
                <div className="form-check" key={r}>
                  <input
                    className="form-check-input"
                    type="radio"
                    id={`reason-${r}`}
                    value={r}
                    {...form.register('reason')}
                  />
                  <label className="form-check-label" htmlFor={`reason-${r}`}>
                    {t(`settings.delete.reasons.${r}`)}
                  </label>
                </div>
              ))}
              <button
                type="button"
                className="btn btn-outline-secondary mt-3"
                disabled={!reason}
                onClick={() => setStep('alternatives')}
              >
                {t('settings.delete.next')}
              </button>
            </fieldset>
          )}
          {step === 'alternatives' && (
            <div data-testid="delete-alternatives">
              <h3 className="h6">{t('settings.delete.alternativesTitle')}</h3>
              <ul className="list-unstyled">
                <li className="mb-2">
                  {t('settings.delete.invisibleAlt')}{' '}
                  <button
                    type="button"
                    className="btn btn-sm btn-primary ms-1"
                    onClick={() => void update({ invisible: true }).then(() => setStep('closed'))}
                  >
                    {t('settings.delete.invisibleButton')}
                  </button>
                </li>
                <li className="mb-2">
                  <a href="#notifications">{t('settings.delete.fewerMails')}</a>
                </li>
                {discount > 0 && (
                  <li className="mb-2">
                    {t('settings.delete.discount', { discount })}{' '}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary ms-1"
                      disabled={stay.isPending}
                      data-testid="delete-discount"
                      onClick={() =>
                        stay.mutate(undefined, {
                          // The member's own code, applied on the credits page.
                          onSuccess: (code) =>
                            navigate(`/credits?code=${encodeURIComponent(code?.code ?? '')}`),
                        })
                      }
                    >
                      {t('settings.delete.discountButton')}
                    </button>
                    {stay.error && <div className="text-danger small mt-1">{stay.error.message}</div>}
                  </li>
                )}
              </ul>
              <button type="button" className="btn btn-outline-danger" onClick={() => setStep('confirm')}>
                {t('settings.delete.next')}
              </button>
            </div>
          )}
          {step === 'confirm' && (
            <div>
              <h3 className="h6">{t('settings.delete.confirmTitle')}</h3>
              <p>{t('settings.delete.confirmText', { days: DELETION_GRACE_DAYS })}</p>
              {credits > 0 && (
                <p className="alert alert-warning" data-testid="delete-credits-lost">
                  {t('settings.delete.creditsLost', { count: credits, days: DELETION_GRACE_DAYS })}
                </p>
              )}
              {failure && <div className="alert alert-danger">{failure}</div>}
              <FormField
                id="delete-password"
                label={t('settings.delete.password')}
                type="password"
                autoComplete="current-password"
                error={fieldErrorText(t, 'password', form.formState.errors.password)}
                {...form.register('password')}
              />
              <div className="d-flex flex-wrap gap-2">
                <SubmitButton
                  busy={form.formState.isSubmitting}
                  className="btn btn-danger"
                  data-testid="delete-confirm"
                >
                  {t('settings.delete.confirm')}
                </SubmitButton>
                <button type="button" className="btn btn-outline-secondary" onClick={() => setStep('closed')}>
                  {t('settings.delete.cancel')}
                </button>
              </div>
            </div>
          )}
        </form>
      </div>
    </section>
  );
}

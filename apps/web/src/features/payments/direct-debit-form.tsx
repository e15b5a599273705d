import {
  type CreditPackage,
  directDebitFormSchema,
  type DirectDebitForm as FormValues,
  SMS_CODE_TTL_S,
} from '@amoret/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { fieldErrorText } from '../../lib/auth/form-errors.ts';
import { newClientId } from '../../lib/client-id.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigate } from '../../lib/router/hooks.tsx';
import { useCompanyInfo } from '../../lib/site/company-info.ts';
import { formatMoney } from './format.ts';
import { useSendSmsCode, useStartDirectDebit } from './use-direct-debit.ts';

/** Errors about the SMS code go beside its field. */
const CODE_ERRORS = new Set(['codeNotFound', 'codeUsed', 'codeInvalid']);

/**
 * The mandate: account holder, IBAN, address, mobile number with its SMS code and the authorisation,
 * checked with the same schema as the server; then the payment starts and the result page follows.
 */
export function DirectDebitForm({ pkg, discountCode }: { pkg: CreditPackage; discountCode?: string }) {
  const { t, i18n } = useTranslation('payments');
  const tc = useTranslation().t;
  const navigate = useNavigate();
  const company = useCompanyInfo();
  const sendCode = useSendSmsCode();
  const start = useStartDirectDebit();
  // One key per attempt: a double click or a retried request answers the same payment.
  const [clientId] = useState(newClientId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(directDebitFormSchema),
    defaultValues: {
      account_holder: '',
      iban: '',
      street: '',
      house_number: '',
      zip: '',
      city: '',
      mobile: '',
      sms_code: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (field: keyof FormValues, max?: number) => fieldErrorText(tc, field, errors[field], max);
  const price = formatMoney(pkg.price, pkg.currency, i18n.language);
  const creditor = company.data?.name ?? '';
  const address = company.data
    ? `${company.data.address}, ${company.data.city}, ${company.data.country}`
    : '';

  const requestCode = async () => {
    setFailure(null);
    if (!(await form.trigger('mobile'))) return;
    sendCode.mutate(
      { mobile: form.getValues('mobile') },
      {
        onError: (err) => {
          const message = err instanceof ApiError ? (err.fields?.mobile ?? err.message) : String(err);
          form.setError('mobile', { type: 'server', message });
        },
        onSuccess: () => form.setFocus('sms_code'),
      },
    );
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await start.mutateAsync({
        ...values,
        package: pkg.id,
        client_id: clientId,
        ...(discountCode && { discount_code: discountCode }),
      });
      navigate(`/credits/${pkg.id}/directdebit?payment_id=${res.order.payment_id}`);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (CODE_ERRORS.has(err.key))
        return form.setError('sms_code', { type: 'server', message: err.message });
      for (const [field, message] of Object.entries(err.fields ?? {}))
        form.setError(field as keyof FormValues, { type: 'server', message });
      if (!err.fields) setFailure(err.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="card card-body p-3 p-md-4" data-testid="directdebit-form">
      <h2 className="h6 text-uppercase text-body-secondary mb-3">{t('directdebit.accountSection')}</h2>
      <FormField
        id="dd-holder"
        label={t('directdebit.accountHolder')}
        autoComplete="name"
        error={error('account_holder', 70)}
        {...form.register('account_holder')}
      />
      <FormField
        id="dd-iban"
        label={t('directdebit.iban')}
        autoComplete="off"
        spellCheck={false}
        style={{ textTransform: 'uppercase' }}
        help={t('directdebit.ibanHelp')}
        error={error('iban')}
        {...form.register('iban')}
      />

      <h2 className="h6 text-uppercase text-body-secondary mt-2 mb-3">{t('directdebit.addressSection')}</h2>
      <div className="row g-2">
        <div className="col-8">
          <FormField
            id="dd-street"
            label={t('directdebit.street')}
            autoComplete="address-line1"
            error={error('street', 70)}
            {...form.register('street')}
          />
        </div>
        <div className="col-4">
          <FormField
            id="dd-number"
            label={t('directdebit.houseNumber')}
            error={error('house_number', 10)}
            {...form.register('house_number')}
          />
        </div>
        <div className="col-5 col-sm-4">
          <FormField
            id="dd-zip"
            label={t('directdebit.zip')}
            autoComplete="postal-code"
            error={error('zip', 10)}
            {...form.register('zip')}
          />
        </div>
        <div className="col-7 col-sm-8">
          <FormField
            id="dd-city"
            label={t('directdebit.city')}
            autoComplete="address-level2"
            error={error('city', 35)}
            {...form.register('city')}
          />
        </div>
      </div>

      <h2 className="h6 text-uppercase text-body-secondary mt-2 mb-3">{t('directdebit.confirmSection')}</h2>
      <div className="mb-3">
        <label htmlFor="dd-mobile" className="form-label">
          {t('directdebit.mobile')}
        </label>
        {/* The button goes under the number on a phone instead of squeezing it. */}
        <div className="d-flex flex-wrap gap-2">
          <input
            id="dd-mobile"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            style={{ flex: '1 1 11rem' }}
            className={`form-control ${errors.mobile ? 'is-invalid' : ''}`}
            aria-invalid={!!errors.mobile}
            aria-describedby="dd-mobile-note"
            {...form.register('mobile')}
          />
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={requestCode}
            disabled={sendCode.isPending}
            data-testid="send-sms-code"
          >
            {sendCode.isPending && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {sendCode.isSuccess ? t('directdebit.resendCode') : t('directdebit.sendCode')}
          </button>
        </div>
        {errors.mobile && <div className="invalid-feedback d-block">{error('mobile')}</div>}
        <div id="dd-mobile-note" className="form-text" role="status">
          {sendCode.data
            ? t('directdebit.codeSent', { mobile: sendCode.data.mobile, minutes: SMS_CODE_TTL_S / 60 })
            : t('directdebit.mobileHelp')}
        </div>
      </div>
      <FormField
        id="dd-code"
        label={t('directdebit.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        style={{ maxWidth: '10rem', letterSpacing: '0.2em' }}
        error={error('sms_code')}
        {...form.register('sms_code')}
      />

      <div className="border rounded-3 bg-body-tertiary p-3 mb-3" data-testid="directdebit-mandate">
        <h2 className="h6 mb-2">{t('directdebit.mandateTitle')}</h2>
        <p className="small text-body-secondary mb-3">{t('directdebit.mandate', { creditor, address })}</p>
        <div className="form-check">
          <input
            id="dd-authorised"
            type="checkbox"
            className={`form-check-input ${errors.authorised ? 'is-invalid' : ''}`}
            aria-invalid={!!errors.authorised}
            {...form.register('authorised')}
          />
          <label htmlFor="dd-authorised" className="form-check-label">
            {t('directdebit.authorise', { creditor, price })}
          </label>
          {errors.authorised && <div className="invalid-feedback">{error('authorised')}</div>}
        </div>
      </div>

      {failure && (
        <div className="alert alert-danger" role="alert" data-testid="directdebit-error">
          {failure}
        </div>
      )}
      <SubmitButton busy={isSubmitting} data-testid="directdebit-submit">
        {t('directdebit.pay', { price })}
      </SubmitButton>
      <p className="small text-body-secondary mt-3 mb-0">{t('directdebit.privacy')}</p>
    </form>
  );
}

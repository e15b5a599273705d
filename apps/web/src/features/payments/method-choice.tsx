import type { PaymentMethod } from '@amoret/shared';
import { useState } from 'react';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { newClientId } from '../../lib/client-id.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useNavigate, useParams } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { CodeRefused } from './code-refused.tsx';
import { formatMoney } from './format.ts';
import { PackageCard } from './package-card.tsx';
import { lowering, useOrderCode } from './use-discount.ts';
import { usePackages, useStartOrder } from './use-payments.ts';

/** The methods of the payment country for one bundle; iDEAL asks for the bank first. */
export function MethodChoice() {
  const { t, i18n } = useTranslation('payments');
  const params = useParams();
  const navigate = useNavigate();
  const user = useUser();
  const settings = useSettings();
  // The discount code chosen on /credits (or the welcome code), priced and checked again by the server.
  const { code, settled, carry } = useOrderCode();
  const carried = carry(code);
  const packages = usePackages(undefined, code);
  const start = useStartOrder();
  const [issuer, setIssuer] = useState('');
  const [bankMissing, setBankMissing] = useState(false);
  // One key per attempt: a double click or a retried request answers the same payment.
  const [clientId] = useState(newClientId);
  usePageTitle(t('method.title'));
  if (packages.error && code)
    return <CodeRefused title={t('method.title')} message={packages.error.message} testId="method-page" />;
  if (!packages.data || !user || !settled) return <PageFallback />;

  const pkg = packages.data.packages.find((p) => p.id === Number(params.id));
  if (!pkg)
    return (
      <main className="container py-5 text-center" data-testid="method-page">
        <h1 className="h3 mb-3">{t('method.title')}</h1>
        <p className="lead">{t('method.notFound')}</p>
        <PlainLink to="/credits" className="btn btn-primary">
          {t('method.otherBundle')}
        </PlainLink>
      </main>
    );
  const methods = packages.data.methods;
  const method = params.paymentmethod as PaymentMethod | undefined;
  const unavailable = method !== undefined && !methods.includes(method);
  const discount = lowering(pkg, packages.data.discount_code);
  // Said before the member pays, not after: a code for some methods only (IDEAL15) and another one chosen.
  const codeRefusesMethod =
    method !== undefined && discount?.paymentmethods != null && !discount.paymentmethods.includes(method);
  const price = formatMoney(pkg.price, pkg.currency, i18n.language);

  const pay = () => {
    if (!method) return;
    if (method === 'ideal' && !issuer) return setBankMissing(true);
    start.mutate({
      package: pkg.id,
      paymentmethod: method,
      ...(method === 'ideal' && { issuer }),
      ...(discount && { discount_code: discount.code }),
      client_id: clientId,
    });
  };

  return (
    <main className="container py-4" data-testid="method-page" style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-4">{t('method.title')}</h1>
      <div className="row g-4">
        <div className="col-md-5">
          <PackageCard pkg={pkg} messageCredits={settings.message_credits} selected />
          <PlainLink to={`/credits${carried}`} className="d-inline-block mt-3 small">
            {t('method.otherBundle')}
          </PlainLink>
        </div>
        <div className="col-md-7">
          <p className="fw-semibold mb-2">{t('method.summary', { credits: pkg.credits, price })}</p>
          {discount && (
            <p className="text-success small mb-2" data-testid="method-discount">
              {t('discount.applied', { code: discount.code, percent: discount.percentage })}
            </p>
          )}
          {unavailable && <div className="alert alert-warning">{t('method.unavailable')}</div>}
          {codeRefusesMethod && (
            <div className="alert alert-warning" data-testid="method-code-refused">
              {t('errors.codeMethodNotAllowed', { ns: 'common' })}
            </div>
          )}
          <div className="list-group mb-3" role="radiogroup" aria-label={t('method.title')}>
            {methods.map((m) => (
              <label
                key={m}
                className={`list-group-item list-group-item-action d-flex align-items-center gap-3 py-3 ${m === method ? 'active' : ''}`}
                data-testid={`method-${m}`}
              >
                <input
                  type="radio"
                  className="form-check-input m-0"
                  name="paymentmethod"
                  checked={m === method}
                  onChange={() => navigate(`/credits/${pkg.id}/${m}${carried}`, { replace: true })}
                />
                <span className="fw-semibold">{t(`methods.${m}`)}</span>
              </label>
            ))}
          </div>
          {method === 'ideal' && (
            <div className="mb-3">
              <label htmlFor="ideal-issuer" className="form-label fw-semibold">
                {t('method.bank')}
              </label>
              <select
                id="ideal-issuer"
                className={`form-select form-select-lg ${bankMissing ? 'is-invalid' : ''}`}
                value={issuer}
                onChange={(e) => {
                  setIssuer(e.target.value);
                  setBankMissing(false);
                }}
                data-testid="ideal-issuer"
              >
                <option value="">{t('method.bankPlaceholder')}</option>
                {packages.data.ideal_issuers.map((bank) => (
                  <option key={bank.id} value={bank.id}>
                    {bank.name}
                  </option>
                ))}
              </select>
              {bankMissing && <div className="invalid-feedback">{t('method.bankRequired')}</div>}
            </div>
          )}
          {codeRefusesMethod ? null : method === 'directdebit' ? (
            <>
              <p className="text-body-secondary">{t('method.directdebitNote')}</p>
              <PlainLink
                to={`/directdebit?package=${pkg.id}${carried.replace('?', '&')}`}
                className="btn btn-primary btn-lg w-100"
              >
                {t('method.directdebitButton')}
              </PlainLink>
            </>
          ) : (
            method &&
            !unavailable && (
              <button
                type="button"
                className="btn btn-primary btn-lg w-100"
                onClick={pay}
                disabled={start.isPending || start.isSuccess}
                data-testid="pay-button"
              >
                {(start.isPending || start.isSuccess) && (
                  <span className="spinner-border spinner-border-sm me-2" />
                )}
                {t('method.pay', { price })}
              </button>
            )
          )}
          {start.error && (
            <div className="alert alert-danger mt-3" role="alert">
              {start.error.message}
            </div>
          )}
          {!user.paid_user && (
            <p className="small text-body-secondary mt-3 mb-1">{t('method.premiumNote')}</p>
          )}
          <p className="small text-body-secondary mt-2">
            {t('credits.refund', { days: packages.data.refund_days })}{' '}
            <PlainLink to="/pages/return-policy">{t('credits.returnPolicy')}</PlainLink>
          </p>
        </div>
      </div>
    </main>
  );
}

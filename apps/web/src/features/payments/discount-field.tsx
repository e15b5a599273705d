import type { DiscountCode } from '@amoret/shared';
import { type FormEvent, useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { lookupDiscountCode } from '../../lib/discount-codes.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { formatMoney } from './format.ts';

/**
 * The discount-code field of /credits: the code is checked on the server, whose error shows beside the
 * field in the member's language. An applied code (typed, the welcome bonus or from a link) shows what
 * it gives and can be removed.
 */
export function DiscountField({
  country,
  applied,
  welcome,
  error,
  onApply,
  onRemove,
}: {
  country: string;
  applied: DiscountCode | null;
  /** The applied code is the welcome bonus (applied for the member, not typed). */
  welcome: boolean;
  /** Why a code from a link could not be used (the server's error, in the member's language). */
  error: Error | null;
  onApply: (code: DiscountCode) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const shown = failure ?? error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setPending(true);
    setFailure(null);
    setNotice(null);
    try {
      const { discount_code: code } = await lookupDiscountCode(text.trim(), country);
      // A code worth less than the welcome bonus already applied would only raise the price.
      if (code && welcome && applied && code.percentage <= applied.percentage) {
        setNotice(
          t('discount.welcomeBetter', {
            welcome: applied.percentage,
            code: code.code,
            percent: code.percentage,
          }),
        );
        setText('');
      } else if (code) {
        onApply(code);
        setText('');
      }
    } catch (err) {
      setFailure(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card card-body mb-4" aria-labelledby="discount-title" data-testid="discount-section">
      {applied && (
        <div
          className="alert alert-success d-flex flex-wrap align-items-center gap-2 py-2 mb-3"
          data-testid="discount-applied"
        >
          <span className="badge text-bg-success fs-6">−{applied.percentage}%</span>
          <span className="fw-semibold">
            {welcome
              ? t('discount.welcomeApplied', { percent: applied.percentage })
              : t('discount.applied', { code: applied.code, percent: applied.percentage })}
          </span>
          {applied.minimum_order_value !== null && applied.currency && (
            <span className="small">
              {t('discount.minimum', {
                amount: formatMoney(applied.minimum_order_value, applied.currency, i18n.language),
              })}
            </span>
          )}
          {applied.paymentmethods && (
            <span className="small">
              {t('discount.methods', {
                methods: applied.paymentmethods.map((m) => t(`methodsInText.${m}`)).join(', '),
              })}
            </span>
          )}
          <button type="button" className="btn btn-sm btn-link ms-auto" onClick={onRemove}>
            {t('discount.remove')}
          </button>
        </div>
      )}
      <form className="row g-2 align-items-end" onSubmit={submit} noValidate>
        <div className="col-12 col-sm">
          <label htmlFor="discount-code" className="form-label fw-semibold mb-1" id="discount-title">
            {applied ? t('discount.other') : t('discount.label')}
          </label>
          <input
            id="discount-code"
            className={`form-control text-uppercase ${shown ? 'is-invalid' : ''}`}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setFailure(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            placeholder={t('discount.placeholder')}
            aria-describedby={shown ? 'discount-error' : undefined}
            aria-invalid={shown ? true : undefined}
            data-testid="discount-input"
          />
        </div>
        <div className="col-12 col-sm-auto">
          <button
            type="submit"
            className="btn btn-outline-primary w-100"
            disabled={pending || !text.trim()}
            data-testid="discount-apply"
          >
            {pending && <span className="spinner-border spinner-border-sm me-2" />}
            {t('discount.apply')}
          </button>
        </div>
        {notice && (
          <div className="col-12 text-body-secondary small" role="status" data-testid="discount-notice">
            {notice}
          </div>
        )}
        {shown && (
          <div
            id="discount-error"
            className="col-12 text-danger small"
            role="alert"
            data-testid="discount-error"
          >
            {shown.message}
            {/* Held by the member's own open payment: where to finish or cancel it. */}
            {shown instanceof ApiError && shown.key === 'codeHeld' && (
              <>
                {' '}
                <PlainLink to="/transactions" className="link-danger">
                  {t('credits.transactions')}
                </PlainLink>
              </>
            )}
          </div>
        )}
      </form>
    </section>
  );
}

import { paymentOutcome, type Transaction } from '@amoret/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { newClientId } from '../../lib/client-id.ts';
import { ApiError } from '../../lib/http-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSearchParams } from '../../lib/router/hooks.tsx';
import { PaymentToast } from './payment-toast.tsx';
import { useOrderStatus, useStartOrder } from './use-payments.ts';

/**
 * Back from the provider: loading → pending (checked again every few seconds) → completed (credits
 * added, a toast, the balance and nav updated) or failed / cancelled / expired with a way on.
 */
export function PaymentResult({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation('payments');
  const status = useOrderStatus(paymentId);
  const payment = status.data?.payment;
  const outcome = payment ? paymentOutcome(payment.status) : 'loading';
  usePageTitle(
    outcome === 'completed'
      ? t('result.completedTitle')
      : outcome === 'failed'
        ? t('result.failedTitle')
        : t('method.title'),
  );

  // Not this member's payment (or none): not found, not "failed". A check that got no answer says
  // nothing about the payment either; a "failed" there could make the member pay twice.
  if (status.error && !payment)
    return status.error instanceof ApiError && status.error.status === 404 ? (
      <Panel tone="secondary" title={t('result.notFoundTitle')} testId="payment-error">
        <WaysOn
          first={['/transactions', t('credits.transactions')]}
          second={['/credits', t('method.otherBundle')]}
        />
      </Panel>
    ) : (
      <Panel tone="warning" title={t('result.checkFailedTitle')} testId="payment-error">
        <p>{status.error.message}</p>
        <button type="button" className="btn btn-primary" onClick={() => void status.refetch()}>
          {t('result.checkAgain')}
        </button>
      </Panel>
    );
  if (!payment || outcome === 'loading')
    return (
      <Panel tone="secondary" title={t('result.loading')} testId="payment-loading">
        <div className="spinner-border text-primary" role="status" />
      </Panel>
    );
  if (outcome === 'pending') {
    // A direct debit takes working days, not seconds: no spinner, and a way on instead of waiting.
    const debit = payment.method === 'directdebit';
    return (
      <Panel tone="warning" title={t('result.pendingTitle')} testId="payment-pending">
        <p>{t(debit ? 'directdebit.pendingBody' : 'result.pendingBody')}</p>
        {!debit && <div className="spinner-border spinner-border-sm text-warning mb-3" role="status" />}
        <div className="d-flex flex-wrap justify-content-center gap-2">
          {payment.checkout_url && (
            <a href={payment.checkout_url} className="btn btn-outline-primary">
              {t('result.continue')}
            </a>
          )}
          {debit && (
            <PlainLink to="/members" className="btn btn-primary">
              {t('result.toMembers')}
            </PlainLink>
          )}
        </div>
      </Panel>
    );
  }
  if (outcome === 'completed')
    return (
      <Completed payment={payment} balance={status.data!.balance} madePremium={status.data!.made_premium} />
    );
  if (outcome === 'reversed')
    return (
      <Panel tone="secondary" title={t('result.reversedTitle')} testId="payment-reversed">
        <p>{t('result.reversedBody')}</p>
      </Panel>
    );
  return <Failed payment={payment} />;
}

function Completed({
  payment,
  balance,
  madePremium,
}: {
  payment: Transaction;
  balance: number;
  madePremium: boolean;
}) {
  const { t } = useTranslation('payments');
  // The toast once per payment, not on every visit of this address.
  const [toast] = useState(() => {
    const key = `payment-toast-${payment.id}`;
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
    return true;
  });
  return (
    <Panel tone="success" title={t('result.completedTitle')} testId="payment-completed">
      {toast && <PaymentToast text={t('result.toast', { count: payment.credits })} />}
      <p className="lead">{t('result.completedBody', { count: payment.credits, balance })}</p>
      {madePremium && <p className="text-body-secondary">{t('result.premium')}</p>}
      <p className="small text-body-secondary">{t('result.receipt')}</p>
      <WaysOn first={['/members', t('result.toMembers')]} second={['/chats', t('result.toChats')]} />
    </Panel>
  );
}

function Failed({ payment }: { payment: Transaction }) {
  const { t } = useTranslation('payments');
  const start = useStartOrder();
  const [clientId] = useState(newClientId);
  const outcome = paymentOutcome(payment.status);
  const title = outcome === 'cancelled' ? 'cancelled' : payment.status === 'expired' ? 'expired' : 'failed';
  const card = payment.method === 'creditcard' && title === 'failed';
  // A direct debit is signed again on its own form (and a failed one blocks it): no retry here.
  const retriable = payment.method !== 'directdebit';
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  // The failed payment let its discount code go: the retry uses it again.
  const code = useSearchParams()[0].get('code');
  const carried = code ? `?code=${encodeURIComponent(code)}` : '';
  const retry = () =>
    start.mutate({
      package: payment.package_id,
      paymentmethod: payment.method,
      ...(payment.issuer && { issuer: payment.issuer }),
      ...(code && { discount_code: code }),
      client_id: clientId,
    });
  return (
    <Panel tone="danger" title={t(`result.${title}Title`)} testId="payment-failed">
      <p>
        {card
          ? t('result.cardFailed')
          : !retriable && title === 'failed'
            ? t('result.debitFailedBody')
            : t(`result.${title}Body`)}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {retriable && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={retry}
            disabled={start.isPending}
            data-testid="payment-retry"
          >
            {start.isPending && <span className="spinner-border spinner-border-sm me-2" />}
            {t('result.retry')}
          </button>
        )}
        {card ? (
          <PlainLink
            to={`/credits/${payment.package_id}/paypal${carried}`}
            className="btn btn-outline-primary"
            data-testid="payment-paypal"
          >
            {t('result.payPal')}
          </PlainLink>
        ) : (
          <PlainLink to={`/credits/${payment.package_id}${carried}`} className="btn btn-outline-primary">
            {t('result.otherMethod')}
          </PlainLink>
        )}
      </div>
      {start.error && <div className="alert alert-danger mt-3">{start.error.message}</div>}
    </Panel>
  );
}

/** A panel's two ways on: the first as its main button. */
function WaysOn({ first, second }: { first: [string, string]; second: [string, string] }) {
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2">
      <PlainLink to={first[0]} className="btn btn-primary">
        {first[1]}
      </PlainLink>
      <PlainLink to={second[0]} className="btn btn-outline-primary">
        {second[1]}
      </PlainLink>
    </div>
  );
}

// Class names written out whole: the build keeps only the utility classes the sources name.
const BORDER = {
  success: 'border-success',
  warning: 'border-warning',
  danger: 'border-danger',
  secondary: 'border-secondary',
} as const;

function Panel({
  tone,
  title,
  testId,
  children,
}: {
  tone: keyof typeof BORDER;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <main className="container py-5" data-testid={testId}>
      <div
        className={`card mx-auto text-center ${BORDER[tone]} border-top-0 border-end-0 border-bottom-0 border-4 shadow-sm`}
        style={{ maxWidth: 560 }}
      >
        <div className="card-body p-4 p-md-5">
          <h1 className="h3 mb-3">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}

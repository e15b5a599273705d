import { type PaymentStatus, paymentOutcome, type Transaction } from '@amoret/shared';
import { Fragment, type ReactNode } from 'react';
import { MembersOnly } from '../../components/members-only.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useParams } from '../../lib/router/hooks.tsx';
import { EmptyState } from './empty-state.tsx';
import { formatDate, formatMoney } from './format.ts';
import { earlierOrders, useTransaction, useTransactions } from './use-payments.ts';

const TONE: Record<PaymentStatus, string> = {
  open: 'text-bg-light border',
  pending: 'text-bg-warning',
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
  canceled: 'text-bg-secondary',
  expired: 'text-bg-secondary',
  refunded: 'text-bg-info',
  charged_back: 'text-bg-danger',
};

export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return <span className={`badge rounded-pill ${TONE[status]}`}>{t(`status.${status}`)}</span>;
}

/** /transactions/{id?}: the member's payments, or one payment's detail. */
export default function TransactionsPage() {
  const id = Number(useParams().id);
  return <MembersOnly>{id > 0 ? <TransactionDetail id={id} /> : <TransactionList />}</MembersOnly>;
}

function TransactionList() {
  const { t, i18n } = useTranslation('payments');
  const transactions = useTransactions();
  usePageTitle(t('transactions.title'));
  if (!transactions.data) return <PageFallback />;
  const lang = i18n.language;
  return (
    <main className="container py-4" data-testid="transactions-page">
      <h1 className="h3">{t('transactions.title')}</h1>
      <p className="text-body-secondary">{t('transactions.lead')}</p>
      {transactions.data.length === 0 ? (
        <EmptyState text={t('transactions.empty')} />
      ) : (
        <div className="list-group">
          {transactions.data.map((tx) => (
            <PlainLink
              key={tx.id}
              to={`/transactions/${tx.id}`}
              className="list-group-item list-group-item-action d-flex align-items-center gap-2 py-3"
              data-testid={`transaction-${tx.id}`}
            >
              <div className="flex-grow-1">
                <div className="fw-semibold">
                  {t('credits.count', { count: tx.credits })} · {formatMoney(tx.amount, tx.currency, lang)}
                </div>
                <div className="small text-body-secondary">
                  {formatDate(tx.created_at, lang)} · {t(`methods.${tx.method}`)}
                </div>
              </div>
              <StatusBadge status={tx.status} />
            </PlainLink>
          ))}
        </div>
      )}
      {earlierOrders(transactions.data).length > 0 && (
        <PlainLink to="/credits/repeat-order" className="d-inline-block mt-3">
          {t('credits.repeat')}
        </PlainLink>
      )}
    </main>
  );
}

function TransactionDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation('payments');
  const transaction = useTransaction(id);
  usePageTitle(t('transactions.detailTitle', { id }));
  if (transaction.error)
    return (
      <main className="container py-5 text-center" data-testid="transaction-missing">
        <p className="lead">{transaction.error.message}</p>
        <PlainLink to="/transactions">{t('transactions.all')}</PlainLink>
      </main>
    );
  if (!transaction.data) return <PageFallback />;
  return <Detail tx={transaction.data} lang={i18n.language} />;
}

function Detail({ tx, lang }: { tx: Transaction; lang: string }) {
  const { t } = useTranslation('payments');
  const rows: [string, ReactNode][] = [
    [t('transactions.orderNumber'), tx.id],
    [t('transactions.date'), formatDate(tx.created_at, lang)],
    [t('transactions.bundle'), t('credits.count', { count: tx.credits })],
    [t('transactions.amount'), formatMoney(tx.amount, tx.currency, lang)],
    [t('transactions.method'), t(`methods.${tx.method}`)],
    [t('transactions.status'), <StatusBadge key="s" status={tx.status} />],
  ];
  if (tx.paid_at) rows.push([t('transactions.paidAt'), formatDate(tx.paid_at, lang)]);
  if (tx.reversed_credits > 0)
    rows.push([t('transactions.credits'), t('transactions.reversed', { count: tx.reversed_credits })]);
  return (
    <main className="container py-4" style={{ maxWidth: 640 }} data-testid="transaction-detail">
      <PlainLink to="/transactions" className="small">
        ← {t('transactions.all')}
      </PlainLink>
      <h1 className="h3 mt-2 mb-3">{t('transactions.detailTitle', { id: tx.id })}</h1>
      <div className="card">
        <dl className="row mb-0 p-3">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="col-5 text-body-secondary fw-normal py-1">{label}</dt>
              <dd className="col-7 mb-0 py-1">{value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
      {/* An open payment goes on at the provider, where it can also be cancelled (a discount code it
          holds is free again then). */}
      {paymentOutcome(tx.status) === 'pending' && tx.checkout_url && (
        <a href={tx.checkout_url} className="btn btn-primary mt-3" data-testid="transaction-continue">
          {t('result.continue')}
        </a>
      )}
      {tx.status === 'paid' && (
        <PlainLink to={`/credits/${tx.package_id}/${tx.method}`} className="btn btn-outline-primary mt-3">
          {t('transactions.buyAgain')}
        </PlainLink>
      )}
    </main>
  );
}

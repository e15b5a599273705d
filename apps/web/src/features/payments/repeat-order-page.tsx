import type { CreditPackage, Transaction } from '@amoret/shared';
import { useState } from 'react';
import { MembersOnly } from '../../components/members-only.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { newClientId } from '../../lib/client-id.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { EmptyState } from './empty-state.tsx';
import { formatDate, formatMoney } from './format.ts';
import { earlierOrders, usePackages, useStartOrder, useTransactions } from './use-payments.ts';

/** /credits/repeat-order: earlier purchases, each bought again in one click with the same method. */
export default function RepeatOrderPage() {
  return (
    <MembersOnly>
      <RepeatOrders />
    </MembersOnly>
  );
}

function RepeatOrders() {
  const { t } = useTranslation('payments');
  const transactions = useTransactions();
  const packages = usePackages();
  usePageTitle(t('repeat.title'));
  if (!transactions.data || !packages.data) return <PageFallback />;
  const orders = earlierOrders(transactions.data);
  return (
    <main className="container py-4" style={{ maxWidth: 720 }} data-testid="repeat-order-page">
      <h1 className="h3">{t('repeat.title')}</h1>
      <p className="text-body-secondary">{t('repeat.lead')}</p>
      {orders.length === 0 ? (
        <EmptyState text={t('repeat.empty')} />
      ) : (
        <ul className="list-group">
          {orders.map((tx) => (
            <RepeatRow
              key={tx.id}
              tx={tx}
              bundle={packages.data.packages.find((p) => p.id === tx.package_id)}
            />
          ))}
        </ul>
      )}
    </main>
  );
}

/**
 * An earlier purchase and its buy button. A bundle still on sale shows what buying it now costs (its
 * price today, without the discount the earlier purchase may have had), as the order will charge.
 */
function RepeatRow({ tx, bundle }: { tx: Transaction; bundle: CreditPackage | undefined }) {
  const { t, i18n } = useTranslation('payments');
  const start = useStartOrder();
  const [clientId] = useState(newClientId);
  return (
    <li
      className="list-group-item d-flex flex-wrap align-items-center gap-3 py-3"
      data-testid={`repeat-${tx.id}`}
    >
      <div className="flex-grow-1">
        <div className="fw-semibold">
          {bundle
            ? `${t('credits.count', { count: bundle.credits })} · ${formatMoney(bundle.price, bundle.currency, i18n.language)}`
            : `${t('credits.count', { count: tx.credits })} · ${formatMoney(tx.amount, tx.currency, i18n.language)}`}
        </div>
        <div className="small text-body-secondary">
          {t(`methods.${tx.method}`)} · {formatDate(tx.created_at, i18n.language)}
        </div>
      </div>
      {bundle ? (
        tx.method === 'directdebit' ? (
          <PlainLink to={`/directdebit?package=${tx.package_id}`} className="btn btn-primary">
            {t('repeat.buy')}
          </PlainLink>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={start.isPending || start.isSuccess}
            onClick={() =>
              start.mutate({
                package: tx.package_id,
                paymentmethod: tx.method,
                ...(tx.issuer && { issuer: tx.issuer }),
                client_id: clientId,
              })
            }
          >
            {start.isPending && <span className="spinner-border spinner-border-sm me-2" />}
            {t('repeat.buy')}
          </button>
        )
      ) : (
        <span className="text-body-secondary small">{t('repeat.unavailable')}</span>
      )}
      {start.error && <div className="w-100 text-danger small">{start.error.message}</div>}
    </li>
  );
}

import type { CreditPackage } from '@amoret/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { formatMoney, formatPerCredit } from './format.ts';

/**
 * One credit bundle: credits, price (the old one struck through under a discount), price per credit,
 * about how many messages, and the "most chosen" mark. `action` is the card's button or link.
 */
export function PackageCard({
  pkg,
  messageCredits,
  action,
  selected = false,
}: {
  pkg: CreditPackage;
  messageCredits: number;
  action?: ReactNode;
  selected?: boolean;
}) {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.language;
  const highlighted = pkg.most_chosen || selected;
  return (
    <div
      className={`card ${action ? 'h-100' : ''} text-center position-relative ${highlighted ? 'border-primary border-2 shadow-sm' : ''}`}
      data-testid={`package-${pkg.id}`}
    >
      {pkg.most_chosen && (
        <span className="position-absolute top-0 start-50 translate-middle badge rounded-pill text-bg-primary px-3 py-2">
          {t('credits.mostChosen')}
        </span>
      )}
      <div className="card-body d-flex flex-column gap-1 pt-4">
        <div className="display-6 fw-semibold">{pkg.credits}</div>
        <div className="text-body-secondary small text-uppercase">{t('credits.unit')}</div>
        <div className="fs-4 fw-semibold mt-2">
          {pkg.list_price !== null && (
            // Above the new price on phones: side by side they do not fit its two columns.
            <del
              className="d-block d-lg-inline text-body-secondary fs-6 fw-normal me-lg-2"
              data-testid="list-price"
            >
              {formatMoney(pkg.list_price, pkg.currency, lang)}
            </del>
          )}
          {formatMoney(pkg.price, pkg.currency, lang)}
        </div>
        <div className="small text-body-secondary">
          {t('credits.perCredit', { price: formatPerCredit(pkg.price_per_credit, pkg.currency, lang) })}
        </div>
        {messageCredits > 0 && (
          <div className="small text-body-secondary">
            {t('credits.messages', { count: Math.floor(pkg.credits / messageCredits) })}
          </div>
        )}
        {action && <div className="mt-auto pt-3">{action}</div>}
      </div>
    </div>
  );
}

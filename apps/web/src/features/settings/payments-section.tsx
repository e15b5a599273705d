import type { User } from '@amoret/shared';
import { PlainLink } from '../../components/plain-link.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** The balance and the way to the member's purchases and receipts (the receipt mails link there too). */
export function PaymentsSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  return (
    <section className="card mb-4" aria-labelledby="settings-payments" id="payments">
      <div className="card-body">
        <h2 id="settings-payments" className="h5">
          {t('settings.payments.title')}
        </h2>
        <p className="text-body-secondary" data-testid="settings-balance">
          {t('settings.payments.balance', { count: user.credits })}
        </p>
        <div className="d-flex flex-wrap gap-3">
          <PlainLink to="/credits" className="btn btn-outline-primary">
            {t('settings.payments.buy')}
          </PlainLink>
          <PlainLink to="/transactions" className="btn btn-link px-0">
            {t('settings.payments.transactions')}
          </PlainLink>
        </div>
      </div>
    </section>
  );
}

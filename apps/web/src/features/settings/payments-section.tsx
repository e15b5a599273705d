import type { User } from '@amoret/shared';
import { PlainLink } from '../../components/plain-link.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { SettingsCard } from './settings-card.tsx';

/** The balance and the way to the member's purchases and receipts (the receipt mails link there too). */
export function PaymentsSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  return (
    <SettingsCard name="payments" anchor="payments" title={t('settings.payments.title')}>
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
    </SettingsCard>
  );
}

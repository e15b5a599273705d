import { MembersOnly } from '../../components/members-only.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { DiscountField } from './discount-field.tsx';
import { MethodBadges } from './method-badges.tsx';
import { PackageCard } from './package-card.tsx';
import { useCreditsDiscount } from './use-discount.ts';
import { useHasEarlierOrders } from './use-payments.ts';

/**
 * /credits: the site's bundles for the payment country (priced with a discount code or the welcome
 * bonus), then the method choice of the one chosen.
 */
export default function CreditsPage() {
  return (
    <MembersOnly>
      <CreditsPageContent />
    </MembersOnly>
  );
}

function CreditsPageContent() {
  const { t } = useTranslation('payments');
  const user = useUser();
  const settings = useSettings();
  const discount = useCreditsDiscount();
  const packages = discount.packages;
  const hasEarlierOrders = useHasEarlierOrders();
  usePageTitle(t('credits.title'));
  if (!packages.data || !user || !discount.ready) return <PageFallback />;
  const { packages: list, methods, refund_days: refundDays } = packages.data;

  return (
    <main className="container py-4" data-testid="credits-page">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">{t('credits.title')}</h1>
        <span
          className="badge rounded-pill text-bg-light border fs-6 fw-normal"
          data-testid="credits-balance"
        >
          {t('credits.balance', { count: user.credits })}
        </span>
      </div>
      <p className="text-body-secondary mb-4">
        {user.paid_user ? t('credits.noSubscription') : t('credits.lead')}
      </p>
      <DiscountField
        country={discount.country}
        applied={discount.applied}
        welcome={discount.isWelcome}
        error={discount.refused}
        onApply={(code) => discount.apply(code.code)}
        onRemove={discount.remove}
      />
      {list.length === 0 ? (
        <div className="alert alert-info">{t('credits.empty')}</div>
      ) : (
        <div className="row row-cols-2 row-cols-lg-4 g-3 g-lg-4 pt-2 mb-4">
          {list.map((pkg) => (
            <div className="col" key={pkg.id}>
              <PackageCard
                pkg={pkg}
                messageCredits={settings.message_credits}
                action={
                  <PlainLink
                    // The applied code goes along to the method choice and the order.
                    to={`/credits/${pkg.id}${discount.carryFor(pkg)}`}
                    className={`btn w-100 ${pkg.most_chosen ? 'btn-primary' : 'btn-outline-primary'}`}
                    data-testid={`choose-package-${pkg.id}`}
                  >
                    {t('credits.choose')}
                  </PlainLink>
                }
              />
            </div>
          ))}
        </div>
      )}
      <section className="card card-body bg-body-tertiary border-0 mb-3">
        <h2 className="h6 mb-2">{t('credits.methodsTitle')}</h2>
        <MethodBadges methods={methods} />
        <p className="small text-body-secondary mb-0 mt-3">
          {t('credits.refund', { days: refundDays })}{' '}
          <PlainLink to="/pages/return-policy">{t('credits.returnPolicy')}</PlainLink>
        </p>
      </section>
      <div className="d-flex flex-wrap gap-3">
        {hasEarlierOrders && (
          <PlainLink to="/credits/repeat-order" className="link-primary">
            {t('credits.repeat')}
          </PlainLink>
        )}
        <PlainLink to="/transactions" className="link-primary">
          {t('credits.transactions')}
        </PlainLink>
      </div>
    </main>
  );
}

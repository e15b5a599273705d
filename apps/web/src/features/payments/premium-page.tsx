import { PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM, PREMIUM_CHANCE_PERCENT } from '@amoret/shared';
import { AuthActions } from '../../components/auth-actions.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { PackageCard } from './package-card.tsx';
import { useCreditsDiscount } from './use-discount.ts';

/**
 * /premium: premium comes with the first credit purchase (spec: "46% more chance"): what it unlocks
 * and the bundles that bring it. Visitors see the same, with sign-up instead of buying.
 */
export default function PremiumPage() {
  const { t } = useTranslation('payments');
  const user = useUser();
  const settings = useSettings();
  // Priced as /credits prices them: a new member's welcome bonus counts here too.
  const discount = useCreditsDiscount();
  const packages = discount.packages;
  // A premium member is not asked to become one.
  const title = user?.paid_user ? t('premium.memberTitle') : t('premium.title');
  usePageTitle(title);
  if (user === undefined || !packages.data || !discount.ready) return <PageFallback />;
  const perks = [
    t('premium.perks.privatePhotos'),
    t('premium.perks.photos', { count: PHOTO_LIMIT_PREMIUM, free: PHOTO_LIMIT_FREE }),
    t('premium.perks.conversations'),
    t('premium.perks.links'),
  ];
  return (
    <main className="container py-4" data-testid="premium-page">
      <section className="text-center mx-auto mb-4" style={{ maxWidth: 680 }}>
        <h1 className="h2">{title}</h1>
        <p className="lead text-primary fw-semibold mb-2" data-testid="premium-claim">
          {t('premium.lead', { percent: PREMIUM_CHANCE_PERCENT })}
        </p>
        {/* How to become premium, for everyone who is not yet. */}
        {user?.paid_user ? (
          <div className="alert alert-success">{t('premium.already')}</div>
        ) : (
          <p className="text-body-secondary">{t('premium.how')}</p>
        )}
      </section>
      <section className="card border-0 bg-primary-subtle mx-auto mb-4" style={{ maxWidth: 680 }}>
        <div className="card-body p-4">
          <h2 className="h5 mb-3">{t('premium.unlocksTitle')}</h2>
          <ul className="list-unstyled mb-0 d-grid gap-2">
            {perks.map((perk) => (
              <li key={perk} className="d-flex gap-2">
                <span className="text-primary fw-bold" aria-hidden="true">
                  ✓
                </span>
                {perk}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <h2 className="h5 text-center mb-4">{t('premium.packagesTitle')}</h2>
      <div className="row row-cols-2 row-cols-lg-4 g-3 g-lg-4 pt-2">
        {packages.data.packages.map((pkg) => (
          <div className="col" key={pkg.id}>
            <PackageCard
              pkg={pkg}
              messageCredits={settings.message_credits}
              action={
                user && (
                  <PlainLink
                    to={`/credits/${pkg.id}${discount.carryFor(pkg)}`}
                    className={`btn w-100 ${pkg.most_chosen ? 'btn-primary' : 'btn-outline-primary'}`}
                  >
                    {t('credits.choose')}
                  </PlainLink>
                )
              }
            />
          </div>
        ))}
      </div>
      {!user && <AuthActions className="justify-content-center mt-4" />}
    </main>
  );
}

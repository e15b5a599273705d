import { useState } from 'react';
import { AuthActions } from '../../components/auth-actions.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUser } from '../../lib/auth/user.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { countryName } from '../../lib/intl.ts';
import { useSettings } from '../../lib/site/settings.ts';
import { formatMoney } from './format.ts';
import { PackageCard } from './package-card.tsx';
import { usePackages } from './use-payments.ts';

/** /pricing: the public price list of the site per country: bundles, what things cost, minimums. */
export default function PricingPage() {
  const { t, i18n } = useTranslation('payments');
  const settings = useSettings();
  const user = useUser();
  const [country, setCountry] = useState(settings.geoip_selected_country);
  const packages = usePackages(country, undefined, true);
  usePageTitle(t('pricing.title'));
  // The bundles first: drawn later, they pushed everything under them down (a layout shift of 0.19
  // on a phone).
  if (!packages.data) return <PageFallback />;
  const minimum = settings.minimum_message_costs[country];
  const costs: [string, number][] = [
    [t('pricing.message'), settings.message_credits],
    [t('pricing.photo'), settings.photo_credits],
    [t('pricing.gift'), settings.gift_credits],
  ];
  const nameOf = (code: string) => countryName(i18n.language, code);
  return (
    <main className="container py-4" data-testid="pricing-page">
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
        <div>
          <h1 className="h3">{t('pricing.title')}</h1>
          <p className="text-body-secondary mb-0">{t('pricing.lead', { siteName: settings.name })}</p>
        </div>
        {settings.countries.length > 1 && (
          <div>
            <label htmlFor="pricing-country" className="form-label small mb-1">
              {t('pricing.country')}
            </label>
            <select
              id="pricing-country"
              className="form-select"
              value={country}
              onChange={(e) => setCountry(e.target.value)}
              data-testid="pricing-country"
            >
              {settings.countries.map((c) => (
                <option key={c} value={c}>
                  {nameOf(c)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <h2 className="h5 mt-4 mb-4">{t('pricing.bundlesTitle')}</h2>
      <div
        className={`row row-cols-2 row-cols-lg-4 g-3 g-lg-4 pt-2 ${packages.isPlaceholderData ? 'opacity-50' : ''}`}
        aria-busy={packages.isPlaceholderData}
      >
        {packages.data.packages.map((pkg) => (
          <div className="col" key={pkg.id}>
            <PackageCard pkg={pkg} messageCredits={settings.message_credits} />
          </div>
        ))}
      </div>
      <h2 className="h5 mt-5 mb-3">{t('pricing.costsTitle')}</h2>
      <div className="card" style={{ maxWidth: 560 }}>
        <ul className="list-group list-group-flush">
          {costs.map(([label, credits]) => (
            <li key={label} className="list-group-item d-flex justify-content-between">
              <span>{label}</span>
              <span className="fw-semibold">{t('pricing.creditsCost', { count: credits })}</span>
            </li>
          ))}
        </ul>
      </div>
      {minimum && (
        <p className="mt-3 mb-1" data-testid="pricing-minimum">
          {t('pricing.minimum', {
            country: nameOf(country),
            price: formatMoney(minimum.costs, minimum.currency, i18n.language),
          })}
        </p>
      )}
      {settings.signup_credits > 0 && (
        <p className="text-body-secondary">
          {t('pricing.signupCredits', { count: settings.signup_credits })}
        </p>
      )}
      <div className="mt-4">
        {user ? (
          <PlainLink to="/credits" className="btn btn-primary">
            {t('pricing.buy')}
          </PlainLink>
        ) : (
          <AuthActions />
        )}
      </div>
    </main>
  );
}

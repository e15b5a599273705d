import { DIRECT_DEBIT_CURRENCY } from '@amoret/shared';
import { MembersOnly } from '../../components/members-only.tsx';
import { PageFallback } from '../../components/page-fallback.tsx';
import { PlainLink } from '../../components/plain-link.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSearchParams } from '../../lib/router/hooks.tsx';
import { useSettings } from '../../lib/site/settings.ts';
import { CodeRefused } from './code-refused.tsx';
import { DirectDebitForm } from './direct-debit-form.tsx';
import { formatMoney } from './format.ts';
import { PackageCard } from './package-card.tsx';
import { useDirectDebitStatus } from './use-direct-debit.ts';
import { lowering, useOrderCode } from './use-discount.ts';
import { usePackages } from './use-payments.ts';

/**
 * /directdebit?package={id}: the SEPA direct-debit form for a bundle (reached from the method
 * choice); after it, the payment's result page.
 */
export default function DirectDebitPage() {
  return (
    <MembersOnly>
      <DirectDebit />
    </MembersOnly>
  );
}

function DirectDebit() {
  const { t, i18n } = useTranslation('payments');
  const [search] = useSearchParams();
  const settings = useSettings();
  // The code carried from /credits (the welcome bonus or a typed one): the same price as the order.
  const { code, settled, carry } = useOrderCode();
  const packages = usePackages(undefined, code);
  const status = useDirectDebitStatus();
  usePageTitle(t('directdebit.title'));
  if (packages.error && code)
    return (
      <CodeRefused
        title={t('directdebit.title')}
        message={packages.error.message}
        testId="directdebit-page"
      />
    );
  if (!packages.data || !status.data || !settled) return <PageFallback />;

  const pkg = packages.data.packages.find((p) => p.id === Number(search.get('package')));
  // A blocked member's price list leaves direct debit out; the page still says why (below).
  const offered = packages.data.methods.includes('directdebit') || status.data.blocked;
  const money = (minor: number) => formatMoney(minor, DIRECT_DEBIT_CURRENCY, i18n.language);
  if (!pkg || !offered)
    return (
      <main className="container py-5 text-center" data-testid="directdebit-page">
        <h1 className="h3 mb-3">{t('directdebit.title')}</h1>
        <p className="lead">{pkg ? t('method.unavailable') : t('directdebit.choosePackage')}</p>
        <PlainLink to="/credits" className="btn btn-primary">
          {t('method.otherBundle')}
        </PlainLink>
      </main>
    );

  const overLimit = pkg.price > status.data.remaining;
  return (
    <main className="container py-4" data-testid="directdebit-page" style={{ maxWidth: 960 }}>
      <h1 className="h3 mb-2">{t('directdebit.title')}</h1>
      <p className="text-body-secondary mb-4">{t('directdebit.lead')}</p>
      <div className="row g-4">
        <div className="col-md-5 col-lg-4">
          <PackageCard pkg={pkg} messageCredits={settings.message_credits} selected />
          <p className="small text-body-secondary mt-3 mb-2" data-testid="directdebit-limit">
            {t('directdebit.limit', {
              limit: money(status.data.limit),
              remaining: money(status.data.remaining),
            })}
          </p>
          {!status.data.blocked && !overLimit && (
            <PlainLink to={`/credits/${pkg.id}${carry(code)}`} className="small">
              {t('directdebit.otherMethod')}
            </PlainLink>
          )}
        </div>
        <div className="col-md-7 col-lg-8">
          {/* Said before the member types an IBAN and waits for an SMS, not after (the server checks
              both again under the member's lock). */}
          {status.data.blocked || overLimit ? (
            <div className="alert alert-danger" role="alert" data-testid="directdebit-blocked">
              <p className="mb-2">
                {status.data.blocked
                  ? t('errors.directDebitBlocked', { ns: 'common' })
                  : t('errors.directDebitLimit', { ns: 'common', amount: money(status.data.limit) })}
              </p>
              <PlainLink to={`/credits/${pkg.id}${carry(code)}`} className="alert-link">
                {t('directdebit.otherMethod')}
              </PlainLink>
            </div>
          ) : (
            <DirectDebitForm pkg={pkg} discountCode={lowering(pkg, code)} />
          )}
        </div>
      </div>
    </main>
  );
}

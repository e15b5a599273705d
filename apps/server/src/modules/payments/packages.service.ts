import { IDEAL_ISSUERS, type PackagesResponse, paymentMethodsFor } from '@amoret/shared';
import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { PriceListDiscount } from '../discounts/discounts.service.ts';
import { listBundles } from './bundles.repo.ts';
import { isBlocked } from './direct-debit/direct-debit-blocks.ts';
import { presentPackage } from './payments.present.ts';
import { currencyFor, priceOrder } from './pricing.ts';

/**
 * The price list of a site for a payment country: its bundles (with a member's discount code when
 * given), methods and refund period. A member blocked for direct debit (after a failed one) is not
 * offered it: every step after the choice would refuse it.
 */
export async function listPackages(
  executor: Executor,
  site: SiteWithCompany,
  country: string,
  discount: PriceListDiscount | null = null,
  memberId: number | null = null,
): Promise<PackagesResponse> {
  const currency = currencyFor(site, country);
  const [bundles, debitBlocked] = await Promise.all([
    listBundles(executor, site.id, currency),
    memberId === null ? false : isBlocked(executor, memberId),
  ]);
  const methods = paymentMethodsFor(country).filter((m) => !(debitBlocked && m === 'directdebit'));
  return {
    country,
    currency,
    // A bundle below the code's minimum order value keeps its price.
    packages: bundles.map((bundle) =>
      presentPackage(
        bundle,
        priceOrder(
          site,
          bundle,
          discount && (discount.minimumOrderValue ?? 0) <= bundle.price
            ? { codeId: discount.id, percentage: discount.percentage }
            : null,
        ),
      ),
    ),
    methods,
    ideal_issuers: methods.includes('ideal') ? [...IDEAL_ISSUERS] : [],
    refund_days: site.refund_days,
    discount_code: discount?.presented ?? null,
  };
}

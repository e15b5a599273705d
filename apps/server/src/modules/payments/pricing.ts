import type { SiteWithCompany } from '../../db/schema.ts';
import type { Bundle } from './bundles.repo.ts';

/**
 * The country a member pays in: the one the page asks for when the site serves it, else the looked-up
 * country when served, else the site's own (the settings' `geoip_selected_country` rule).
 */
export function paymentCountry(site: SiteWithCompany, requested: string | undefined, looked: string | null) {
  if (requested && site.countries.includes(requested)) return requested;
  if (looked && site.countries.includes(looked)) return looked;
  return site.default_country;
}

/** The currency of a payment country: the site's `minimum_message_costs` says it per country. */
export function currencyFor(site: SiteWithCompany, country: string): string {
  const costs = site.minimum_message_costs as Record<string, { currency: string }>;
  return costs[country]?.currency ?? costs[site.default_country]?.currency ?? 'EUR';
}

/** A discount applied to an order: a code's (modules/discounts; the welcome discount is code TIMEBONUS25). */
export interface OrderDiscount {
  /** The discount code's row, stored with the payment. */
  codeId: number | null;
  percentage: number;
}

export interface OrderPrice {
  credits: number;
  /** Charged, in minor units of `currency`. */
  amount: number;
  /** Before the discount (equal to amount without one). */
  listAmount: number;
  currency: string;
  discountCodeId: number | null;
}

/**
 * The one price computation: what a bundle costs on a site, with a discount when one applies. The
 * client never sends a price; every payment and every price shown comes from here.
 */
export function priceOrder(
  _site: SiteWithCompany,
  bundle: Bundle,
  discount?: OrderDiscount | null,
): OrderPrice {
  const listAmount = bundle.price;
  const percentage = Math.min(Math.max(discount?.percentage ?? 0, 0), 100);
  // The discount in whole cents (half a cent up); a payment is never free.
  const amount = Math.max(1, listAmount - Math.round((listAmount * percentage) / 100));
  return {
    credits: bundle.credits,
    amount,
    listAmount,
    currency: bundle.currency,
    discountCodeId: discount?.codeId ?? null,
  };
}

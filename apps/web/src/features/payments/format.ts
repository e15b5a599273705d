import { currencyDigits } from '@amoret/shared';

/** "€ 19,99" in the page's language. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/**
 * A price per credit: "€ 0,160" (minor units with decimals, e.g. 15.99 cents), always with one digit
 * more than the currency's: bundles side by side read "€ 0,150 · € 0,086", not "€ 0,15 · € 0,086".
 */
export function formatPerCredit(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits + 1,
    maximumFractionDigits: digits + 1,
  }).format(minor / 10 ** digits);
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

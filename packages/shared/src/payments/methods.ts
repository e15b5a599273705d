import { PAYMENT_METHODS } from '../routes.ts';

/** A way to pay (the route table's list: `/credits/{id}/{paymentmethod}`). */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment's life (docs/decisions.md, "Payments"): open → pending → paid | failed | canceled |
 * expired; a paid payment may later be refunded or charged back.
 */
export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the member sees of a status (spec section 4: loading, pending, completed, failed or cancelled). */
export type PaymentOutcome = 'pending' | 'completed' | 'failed' | 'cancelled' | 'reversed';

export function paymentOutcome(status: PaymentStatus): PaymentOutcome {
  switch (status) {
    case 'open':
    case 'pending':
      return 'pending';
    case 'paid':
      return 'completed';
    case 'canceled':
      return 'cancelled';
    case 'refunded':
    case 'charged_back':
      return 'reversed';
    default:
      return 'failed';
  }
}

/** Countries where SEPA direct debit is offered (euro countries the sites serve). */
const SEPA = ['NL', 'BE', 'DE', 'AT', 'IE', 'FR', 'ES', 'IT', 'FI', 'LU', 'PT'];

/**
 * The methods offered for a payment country, in the order shown: the country's own bank method
 * first (iDEAL in the Netherlands, Bancontact in Belgium), then card and PayPal, then direct debit.
 */
export function paymentMethodsFor(country: string): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (country === 'NL') methods.push('ideal');
  if (country === 'BE') methods.push('bancontact');
  methods.push('creditcard', 'paypal');
  if (SEPA.includes(country)) methods.push('directdebit');
  return methods;
}

/** Direct debit has its own form (`/directdebit`, with an SMS code); the others go to a checkout. */
export const CHECKOUT_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter((m) => m !== 'directdebit');

export interface PaymentIssuer {
  id: string;
  name: string;
}

/** The iDEAL banks a payer picks from (Mollie's issuer ids). */
export const IDEAL_ISSUERS: readonly PaymentIssuer[] = [
  { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
  { id: 'ideal_ASNBNL21', name: 'ASN Bank' },
  { id: 'ideal_BUNQNL2A', name: 'bunq' },
  { id: 'ideal_INGBNL2A', name: 'ING' },
  { id: 'ideal_KNABNL2H', name: 'Knab' },
  { id: 'ideal_NTSBDEB1', name: 'N26' },
  { id: 'ideal_RABONL2U', name: 'Rabobank' },
  { id: 'ideal_RBRBNL21', name: 'RegioBank' },
  { id: 'ideal_REVOLT21', name: 'Revolut' },
  { id: 'ideal_SNSBNL2A', name: 'SNS' },
  { id: 'ideal_TRIONL2U', name: 'Triodos Bank' },
  { id: 'ideal_FVLBNL22', name: 'Van Lanschot Kempen' },
];

/** Digits after the decimal point per currency (all the sites' currencies have 2). */
export function currencyDigits(currency: string): number {
  return ['JPY', 'KRW', 'ISK'].includes(currency) ? 0 : 2;
}

/** An amount in minor units (cents) as a decimal string: 1999 EUR → "19.99" (Mollie's format). */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** A decimal amount string in minor units: "19.99" EUR → 1999 (Mollie's amounts, read back). */
export function decimalToMinor(value: string, currency: string): number {
  return Math.round(Number(value) * 10 ** currencyDigits(currency));
}

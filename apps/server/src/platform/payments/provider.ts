import type { PaymentMethodName, PaymentProviderName, PaymentStatus } from '../../db/schema.ts';

/**
 * A payment provider: the one place money is asked for (ARCHITECTURE.md, "Payments"). The sandbox
 * (default, no internet) and Mollie implement it; `modules/payments` decides what to charge and
 * grants credits, providers only create payments and say what state they are in.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Our webhook path this provider calls (`/api/...`). */
  readonly webhookPath: string;
  /** Creates the payment; the payer continues at `checkoutUrl`. Throws when the provider fails. */
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The payment's state as the provider knows it now; null when the provider does not know it. */
  fetch(ref: string): Promise<ProviderPayment | null>;
  /**
   * SEPA direct debit: records the signed mandate at the provider (under the member's customer,
   * made when `customerRef` is null) and starts its first collection, which is `pending` until the
   * bank settles it. No checkout: the payer already signed. Throws when the provider fails.
   */
  createDirectDebit(input: DirectDebitInput): Promise<ProviderDirectDebit>;
}

export interface DirectDebitInput extends Omit<CreatePaymentInput, 'method' | 'issuer' | 'redirectUrl'> {
  /** Where the sandbox's test page sends the tester back (a real debit has no page). */
  redirectUrl: string;
  /** The provider's customer of this member from an earlier mandate; null makes one. */
  customerRef: string | null;
  mandate: {
    reference: string;
    consumerName: string;
    /** The full IBAN (electronic format): given to the provider, never stored by us. */
    iban: string;
    /** YYYY-MM-DD. */
    signatureDate: string;
  };
  /** The member's id, kept as the customer's metadata. */
  userId: number;
}

export interface ProviderDirectDebit extends ProviderPayment {
  customerRef: string;
  mandateRef: string;
}

export interface CreatePaymentInput {
  /** Our payment id, kept as the provider's metadata. */
  reference: number;
  /** Minor units of currency. */
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethodName;
  issuer: string | null;
  locale: string;
  /** Origin of the site the payer is on (scheme and host). */
  origin: string;
  /** Where the provider sends the payer back. */
  redirectUrl: string;
  webhookUrl: string;
  /** The same key again gives the same payment (a retried start). */
  idempotencyKey: string;
}

export interface ProviderPayment {
  ref: string;
  status: PaymentStatus;
  checkoutUrl: string | null;
  /** Our payment's id, as the provider keeps it (`CreatePaymentInput.reference`); null if it has none. */
  reference: number | null;
  /** What the provider charges, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** A direct debit's customer and mandate at the provider (absent for a checkout, or not told). */
  customerRef?: string | null;
  mandateRef?: string | null;
}

/** The providers of this deployment: the one new payments go to, and every one that may call back. */
export interface PaymentProviders {
  /** Null when payments are switched off (production without MOLLIE_API_KEY or PAYMENT_SANDBOX). */
  active: PaymentProvider | null;
  byName: Partial<Record<PaymentProviderName, PaymentProvider>>;
}

/** A webhook URL the provider can reach: not for a site on this machine (Mollie refuses those). */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]';
}

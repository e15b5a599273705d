import { decimalToMinor, minorToDecimal } from '@amoret/shared';
import {
  createMollieClient,
  type Locale,
  MandateMethod,
  PaymentStatus as MollieStatus,
  type Payment,
  type PaymentMethod,
  SequenceType,
} from '@mollie/api-client';
import type { PaymentStatus } from '../../db/schema.ts';
import { isLocalOrigin, type PaymentProvider, type ProviderPayment } from './provider.ts';

const MOLLIE_LOCALES: Record<string, string> = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_US',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nb: 'nb_NO',
  nl: 'nl_NL',
  pl: 'pl_PL',
  sv: 'sv_SE',
};

/**
 * Our status of a Mollie payment. A paid payment with money refunded or charged back is reversed
 * (any refund reverses the purchase: bundles are not refunded in part).
 */
export function statusOf(payment: Payment): PaymentStatus {
  const back = (amount: { value: string } | undefined) => !!amount && Number(amount.value) > 0;
  switch (payment.status) {
    case MollieStatus.paid:
      if (back(payment.amountChargedBack)) return 'charged_back';
      if (back(payment.amountRefunded)) return 'refunded';
      return 'paid';
    case MollieStatus.authorized:
      return 'pending';
    case MollieStatus.open:
    case MollieStatus.pending:
    case MollieStatus.canceled:
    case MollieStatus.expired:
    case MollieStatus.failed:
      return payment.status;
    default:
      return 'pending';
  }
}

const present = (payment: Payment): ProviderPayment => ({
  ref: payment.id,
  status: statusOf(payment),
  checkoutUrl: payment.getCheckoutUrl(),
  reference: referenceOf(payment.metadata),
  amount: decimalToMinor(payment.amount.value, payment.amount.currency),
  currency: payment.amount.currency,
  customerRef: payment.customerId ?? null,
  mandateRef: payment.mandateId ?? null,
});

/** Our payment id from the metadata we gave Mollie (`{ payment_id }`); null for anything else. */
function referenceOf(metadata: unknown): number | null {
  const id = (metadata as { payment_id?: unknown } | null)?.payment_id;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
}

/**
 * Mollie through its official client (`@mollie/api-client`). The webhook's body is only a payment id:
 * the status always comes from `fetch`, Mollie's own answer.
 */
export function mollieProvider(options: { apiKey: string; apiEndpoint?: string | null }): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint && { apiEndpoint: options.apiEndpoint }),
  });
  return {
    name: 'mollie',
    webhookPath: '/api/mollie-webhook.php',
    async create(input) {
      const payment = await client.payments.create({
        amount: { currency: input.currency, value: minorToDecimal(input.amount, input.currency) },
        description: input.description,
        redirectUrl: input.redirectUrl,
        // Mollie refuses a webhook it cannot reach; locally the return page checks the status instead.
        ...(!isLocalOrigin(input.webhookUrl) && { webhookUrl: input.webhookUrl }),
        method: input.method as PaymentMethod,
        ...(input.issuer && { issuer: input.issuer }),
        locale: (MOLLIE_LOCALES[input.locale] ?? 'en_US') as Locale,
        metadata: { payment_id: input.reference },
        idempotencyKey: input.idempotencyKey,
      });
      return present(payment);
    },
    async createDirectDebit(input) {
      // Mollie's SEPA flow: a customer (one per member), a directdebit mandate with the signed
      // details, then a recurring payment on it. Each call has its own key derived from the start's,
      // so a retried start makes nothing twice.
      const key = input.idempotencyKey;
      const locale = (MOLLIE_LOCALES[input.locale] ?? 'en_US') as Locale;
      const customerId =
        input.customerRef ??
        (
          await client.customers.create({
            name: input.mandate.consumerName,
            locale,
            metadata: { user_id: input.userId },
            idempotencyKey: `${key}:customer`,
          })
        ).id;
      const mandate = await client.customerMandates.create({
        customerId,
        method: MandateMethod.directdebit,
        consumerName: input.mandate.consumerName,
        consumerAccount: input.mandate.iban,
        signatureDate: input.mandate.signatureDate,
        mandateReference: input.mandate.reference,
        idempotencyKey: `${key}:mandate`,
      });
      const payment = await client.payments.create({
        amount: { currency: input.currency, value: minorToDecimal(input.amount, input.currency) },
        description: input.description,
        customerId,
        mandateId: mandate.id,
        sequenceType: SequenceType.recurring,
        ...(!isLocalOrigin(input.webhookUrl) && { webhookUrl: input.webhookUrl }),
        locale,
        metadata: { payment_id: input.reference },
        idempotencyKey: key,
      });
      return { ...present(payment), customerRef: customerId, mandateRef: mandate.id };
    },
    async fetch(ref) {
      // A webhook's id is anyone's to post: one that is not a payment id is no payment (the client
      // would refuse it with an error of its own, not Mollie's 404).
      if (!/^tr_[A-Za-z0-9]+$/.test(ref)) return null;
      try {
        return present(await client.payments.get(ref));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
  };
}

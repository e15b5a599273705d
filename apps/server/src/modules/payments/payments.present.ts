import type { CreditPackage, Transaction } from '@amoret/shared';
import type { Bundle } from './bundles.repo.ts';
import type { PaymentRow } from './payments.repo.ts';
import type { OrderPrice } from './pricing.ts';

export function presentPackage(bundle: Bundle, price: OrderPrice): CreditPackage {
  return {
    id: bundle.id,
    credits: price.credits,
    price: price.amount,
    list_price: price.listAmount === price.amount ? null : price.listAmount,
    currency: price.currency,
    price_per_credit: Math.round((price.amount / price.credits) * 100) / 100,
    most_chosen: bundle.most_chosen,
  };
}

export function presentTransaction(payment: PaymentRow): Transaction {
  const open = payment.status === 'open' || payment.status === 'pending';
  return {
    id: payment.id,
    status: payment.status,
    credits: payment.credits,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    issuer: payment.issuer,
    package_id: payment.bundle_id,
    created_at: payment.created_at.toISOString(),
    paid_at: payment.paid_at?.toISOString() ?? null,
    reversed_credits: payment.reversed_credits,
    checkout_url: open ? payment.checkout_url : null,
  };
}

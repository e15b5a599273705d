import type { PaymentStatus } from '../../db/schema.ts';

/** Where each state may go (docs/decisions.md, "Payments"); final states go nowhere. */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  open: ['pending', 'paid', 'failed', 'canceled', 'expired'],
  pending: ['paid', 'failed', 'canceled', 'expired'],
  paid: ['refunded', 'charged_back'],
  refunded: ['charged_back'],
  failed: [],
  canceled: [],
  expired: [],
  charged_back: [],
};

export const isReversal = (s: PaymentStatus) => s === 'refunded' || s === 'charged_back';

/**
 * The steps from our state to the provider's: none when it is the same or not a move the machine
 * allows (an old webhook after a newer one), one step normally, and `paid` first when a payment we
 * never saw paid is already reversed, so its credits are granted before they are taken back.
 */
export function stepsTo(from: PaymentStatus, to: PaymentStatus): PaymentStatus[] {
  if (from === to) return [];
  if (NEXT[from].includes(to)) return [to];
  if (isReversal(to) && NEXT[from].includes('paid')) return ['paid', to];
  return [];
}

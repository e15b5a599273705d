import type { OrderStatus, Transaction } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentProviders } from '../../platform/payments/provider.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { balance } from '../credits/credits.service.ts';
import { type SyncDeps, syncPayment } from './payment-sync.service.ts';
import { presentTransaction } from './payments.present.ts';
import * as repo from './payments.repo.ts';

async function ownPayment(db: Executor, ctx: MemberContext, id: number) {
  // Another member's payment answers exactly like a missing one.
  const payment = await repo.findOwn(db, ctx.member.user.id, id);
  if (!payment) throw new AppError('notFound', 404);
  return payment;
}

/**
 * A payment's state for the result page. While it is open or pending the provider is asked (the
 * return-page check: a webhook may be late or lost), which may complete it here.
 */
export async function orderStatus(
  db: Executor,
  ctx: MemberContext,
  id: number,
  deps: { providers: PaymentProviders; sync: SyncDeps },
): Promise<OrderStatus> {
  let payment = await ownPayment(db, ctx, id);
  const provider = deps.providers.byName[payment.provider];
  if (provider && (payment.status === 'open' || payment.status === 'pending'))
    payment = await syncPayment(db, ctx, deps.sync, provider, payment, 'check');
  const user = await db
    .selectFrom('users')
    .select('paid_user')
    .where('id', '=', ctx.member.user.id)
    .executeTakeFirstOrThrow();
  return {
    payment: presentTransaction(payment),
    balance: await balance(db, ctx.member.user.id),
    paid_user: user.paid_user,
    made_premium: payment.made_premium,
  };
}

export async function transactionsOf(
  db: Executor,
  ctx: MemberContext,
): Promise<{ transactions: Transaction[] }> {
  const rows = await repo.listOwn(db, ctx.member.user.id);
  return { transactions: rows.map(presentTransaction) };
}

export async function transactionOf(db: Executor, ctx: MemberContext, id: number) {
  return { transaction: presentTransaction(await ownPayment(db, ctx, id)) };
}

import type { Executor } from '../../db/transaction.ts';

/**
 * Makes a member premium (`paid_user`): the first completed purchase does (spec section 4). Answers
 * whether this call made the change (false when the member was premium already).
 */
export async function makePremium(executor: Executor, userId: number): Promise<boolean> {
  const row = await executor
    .updateTable('users')
    .set({ paid_user: true })
    .where('id', '=', userId)
    .where('paid_user', '=', false)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

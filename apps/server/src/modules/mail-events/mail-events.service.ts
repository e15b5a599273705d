import type { Executor } from '../../db/transaction.ts';
import type { StopEvent, StopReason } from './provider-events.ts';

/** Accounts that still receive mail: not yet erased. */
const LIVE = ['not_confirmed', 'confirmed', 'deleted'] as const;

/**
 * Stops e-mail to the addresses a provider reported. An address is the same mailbox on every site
 * of this deployment, so every account with it stops; the member sees why in the settings and can
 * switch e-mail back on (or change the address, which clears the stop). Returns the accounts changed.
 */
export async function applyStopEvents(db: Executor, events: StopEvent[]): Promise<number[]> {
  const changed: number[] = [];
  for (const { email, reason } of events) {
    const rows = await db
      .updateTable('users')
      .set({ email_stop_reason: reason })
      .where('email', '=', email)
      .where('status', 'in', LIVE)
      .where((eb) => eb.or([eb('email_stop_reason', 'is', null), eb('email_stop_reason', '<>', reason)]))
      .returning('id')
      .execute();
    changed.push(...rows.map((row) => row.id));
  }
  return changed;
}

/** The one-click unsubscribe of one member's mails. */
export async function stopMailFor(db: Executor, userId: number, reason: StopReason): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_stop_reason: reason })
    .where('id', '=', userId)
    .where('status', 'in', LIVE)
    .execute();
}

import type { SignupRequest } from '@amoret/shared';
import type { Site } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import { reachableBy } from '../members/profile-access.ts';
import { addTextMessage, conversationBetween } from './conversations.ts';

type SignupMessage = NonNullable<SignupRequest['signup_message']>;

/** Refuses a first message the site would not accept, before anything is saved. */
export function checkSignupMessage(site: Site, message: SignupMessage) {
  if (message.text.length > site.message_length) {
    throw new AppError('badRequest', 400, { 'signup_message.text': 'tooLong' }, { max: site.message_length });
  }
}

/**
 * Keeps the first message a visitor wrote to a profile while signing up (`/members/{id}/signup`).
 * It is held until the new member confirms their address; the recipient must be a profile the new
 * member may reach (`reachableBy`: an invisible member cannot be written to this way).
 */
export async function keepSignupMessage(
  trx: Executor,
  site: Site,
  senderId: number,
  message: SignupMessage,
  now: Date,
) {
  const recipient = await trx
    .selectFrom('profiles as p')
    .select('p.user_id')
    .where('p.user_id', '=', message.profile_id)
    .where(reachableBy(site.id, senderId))
    .executeTakeFirst();
  if (!recipient) throw new AppError('profileUnavailable', 404);
  const conversationId = await conversationBetween(trx, site.id, senderId, recipient.user_id, now);
  await addTextMessage(trx, { conversationId, senderId, body: message.text, now, held: true });
}

import { sql } from 'kysely';
import type { Executor } from '../../../db/transaction.ts';
import { transaction } from '../../../db/transaction.ts';
import { onErase as eraseMails } from '../../../platform/mail/mailer.ts';
import { onErase as eraseSms } from '../../../platform/sms/sms.ts';
import type { Storage } from '../../../platform/storage.ts';
import { onErase as eraseBlocks } from '../../blocks/blocks.service.ts';
import { onEraseWith as chatImagesOnErase } from '../../chats/chat-images.ts';
import { onErase as eraseConversations } from '../../chats/conversations.ts';
import { onErase as eraseComplaintContacts } from '../../complaints/complaints.service.ts';
import { onErase as eraseLikes, onEraseVersion as eraseLikesVersion } from '../../likes/likes.service.ts';
import { onErase as eraseDirectDebitBlocks } from '../../payments/direct-debit/direct-debit-blocks.ts';
import { onErase as eraseMandates } from '../../payments/direct-debit/mandates.ts';
import { onErase as eraseSmsCodes } from '../../payments/direct-debit/sms-codes.ts';
import { onEraseWith as photosOnErase } from '../../photos/photos.service.ts';
import { onErase as eraseProfile } from '../../profiles/own-profile.ts';
import { onErase as eraseEvents } from '../../realtime/member-events.ts';
import { onErase as eraseSwipes } from '../../swipe-game/swipe-game.service.ts';
import { onErase as eraseMailLinks } from '../mail-link-tokens.ts';
import { onErase as eraseLoginFailures } from '../sessions/login-throttle.ts';
import { onErase as eraseSessions } from '../sessions/sessions.ts';
import { GRACE_MS } from './account-deletion.service.ts';

/** How a module lets go of a member's data when the account is erased, inside the erasure's transaction. */
export type OnErase = (executor: Executor, userId: number) => Promise<void>;

/**
 * Every module that keeps data about a member, each erasing its own tables. A module that adds a
 * table with member data adds its `onErase` here (the erasure test checks that nothing is left).
 */
export function memberDataOwners(storage: Storage): OnErase[] {
  return [
    eraseSessions,
    eraseLoginFailures,
    eraseMailLinks,
    eraseMails,
    photosOnErase(storage),
    eraseLikes,
    eraseSwipes,
    eraseBlocks,
    chatImagesOnErase(storage),
    eraseConversations,
    eraseEvents,
    eraseComplaintContacts,
    eraseSms,
    eraseSmsCodes,
    eraseMandates,
    eraseDirectDebitBlocks,
    eraseProfile,
    // Last: the changes above raise it.
    eraseLikesVersion,
  ];
}

/**
 * Erases accounts whose grace has passed: every module erases what it keeps of the member (profile
 * details, photos and their files, likes, swipes, blocks, held messages, sessions, tokens, mails);
 * the user row stays as an anonymous "erased" member so what other members keep (conversations) no
 * longer points to a person.
 */
export async function eraseExpiredAccounts(db: Executor, storage: Storage, now: Date): Promise<number> {
  const due = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', sql.lit('deleted'))
    .where('deleted_at', '<=', new Date(now.getTime() - GRACE_MS))
    .limit(500)
    .execute();
  const owners = memberDataOwners(storage);
  for (const { id } of due) {
    await transaction(db, async (trx) => {
      for (const onErase of owners) await onErase(trx, id);
      await trx
        .updateTable('users')
        .set({
          status: 'erased',
          email: `erased-${id}@invalid`,
          password_hash: '!',
          traffic_source: null,
          notifications_disabled: [],
          email_stop_reason: null,
        })
        .where('id', '=', id)
        .execute();
    });
  }
  return due.length;
}

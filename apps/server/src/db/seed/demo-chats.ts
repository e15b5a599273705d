import type { GiftKey } from '@amoret/shared';
import { addMessage, conversationBetween } from '../../modules/chats/conversations.ts';
import { debit, grant, grantSignupCredits } from '../../modules/credits/credits.service.ts';
import { claimOnce } from '../../platform/app-keys.ts';
import { newFileKeyLike, type Storage } from '../../platform/storage.ts';
import type { Db } from '../database.ts';
import { type Executor, transaction } from '../transaction.ts';

const MARKER = 'demo-chats';
const MINUTE_MS = 60_000;

/** One line of a demo conversation: who writes (the demo member or the other), and what. */
type Line =
  | { from: 'me' | 'them'; text: string }
  | { from: 'me' | 'them'; gift: GiftKey }
  | { from: 'them'; image: true };

interface Script {
  lines: Line[];
  /** The last lines the demo member has not read yet. */
  unread: number;
}

/** Opening chats per language: with people who liked the member (fictional profiles). */
const SCRIPTS: Record<string, Script[]> = {
  nl: [
    {
      lines: [
        { from: 'them', text: 'Hoi! Ik zag dat je ook van fietsen houdt. Waar fiets je het liefst?' },
        { from: 'me', text: 'Langs de Vecht, zeker in het voorjaar. En jij?' },
        { from: 'them', text: 'Door de duinen bij Bergen 🚲 Zin om eens samen te gaan?' },
        { from: 'them', image: true },
      ],
      unread: 2,
    },
    {
      lines: [
        { from: 'me', text: 'Leuk profiel! Wat is het mooiste festival waar je ooit was?' },
        { from: 'them', text: 'Lowlands, zonder twijfel. Jij?' },
        { from: 'them', gift: 'sunflower' },
      ],
      unread: 1,
    },
    {
      lines: [
        { from: 'them', text: 'Goedemorgen! Koffie of thee? 😉' },
        { from: 'me', text: 'Koffie, zwart. Zonder koffie ben ik nergens 😄' },
      ],
      unread: 0,
    },
  ],
  de: [
    {
      lines: [
        { from: 'them', text: 'Hallo Lena! Welches Buch liest du gerade?' },
        { from: 'me', text: 'Einen Krimi aus Hamburg, ziemlich spannend. Und du?' },
        { from: 'them', gift: 'coffee' },
        { from: 'them', text: 'Lust auf einen Kaffee in der Schanze?' },
      ],
      unread: 2,
    },
    {
      lines: [{ from: 'them', text: 'Deine Fotos sind toll! Fotografierst du selbst?' }],
      unread: 1,
    },
  ],
  en: [
    {
      lines: [
        { from: 'them', text: 'Hey Oliver! Seen anything good at the theatre lately?' },
        { from: 'me', text: 'Saw a brilliant Pinter revival last week. You?' },
        { from: 'them', image: true },
        { from: 'them', text: "That's me at the Royal Exchange 😊" },
      ],
      unread: 2,
    },
    {
      lines: [
        { from: 'me', text: 'Fancy a run along the canal some morning?' },
        { from: 'them', gift: 'star' },
      ],
      unread: 1,
    },
  ],
};

/** Daan (paid) writes to Sanne (free, on her welcome credits): her unread messages from a member. */
const DAAN_TO_SANNE: Script = {
  lines: [
    { from: 'me', text: 'Hoi Sanne! Ook uit de Randstad zie ik. Hoe is Amsterdam vandaag?' },
    { from: 'me', gift: 'rose' },
    {
      from: 'me',
      text: 'Rotterdam is grijs, maar de Markthal maakt veel goed. Zin om daar eens te lunchen?',
    },
  ],
  unread: 0,
};

/** Who pays with what in the demo (README): paid members get credits as an operator's adjustment. */
const PAID_CREDITS: Record<string, number> = {
  'daan@hartjesdate.example': 150,
  'oliver@manmeetsman.example': 80,
};

interface DemoMember {
  id: number;
  email: string;
  language: string;
  site_id: number;
  signup_credits: number;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
}

/**
 * Conversations around the demo members, once (a marker row): with profiles that liked them (texts,
 * a photo, gifts, some unread) and between Sanne and Daan; Daan and Oliver paid with a balance and
 * ledger history, the others on their welcome credits. Every credit moves through the ledger and
 * every message through the chat module, as in use.
 */
export async function seedDemoChats(db: Db, storage: Storage, now = new Date()): Promise<boolean> {
  return transaction(db, async (trx) => {
    if (!(await claimOnce(trx, MARKER, '1'))) return false;
    const demo = await trx
      .selectFrom('app_keys')
      .select('name')
      .where('name', '=', 'demo-seed')
      .executeTakeFirst();
    if (!demo) return false;
    const members = await trx
      .selectFrom('users as u')
      .innerJoin('sites as s', 's.id', 'u.site_id')
      .select([
        'u.id',
        'u.email',
        'u.language',
        'u.site_id',
        's.signup_credits',
        's.message_credits',
        's.photo_credits',
        's.gift_credits',
      ])
      .where('u.email', 'like', '%.example')
      .where('u.role', '=', 'member')
      .orderBy('u.id')
      .execute();
    if (members.length === 0) return true;
    let minute = 0;
    const at = () => new Date(now.getTime() - (3 * 24 * 60 - minute++ * 37) * MINUTE_MS);
    for (const member of members) {
      const paid = PAID_CREDITS[member.email];
      if (paid) {
        await trx.updateTable('users').set({ paid_user: true }).where('id', '=', member.id).execute();
        await grant(trx, {
          userId: member.id,
          amount: paid,
          reason: 'adjustment',
          reference: 'demo-seed',
          idempotencyKey: `demo-credits:${member.id}`,
          now: at(),
        });
      } else await grantSignupCredits(trx, member.id, member.signup_credits, at());
      const likers = await trx
        .selectFrom('likes')
        .select('liker_id')
        .where('liked_id', '=', member.id)
        .orderBy('created_at', 'desc')
        .execute();
      const scripts = SCRIPTS[member.language] ?? [];
      for (const [i, script] of scripts.entries()) {
        const other = likers[i]?.liker_id;
        if (other === undefined) break;
        // A member on welcome credits has not written yet: profiles wrote to them.
        const lines = paid ? script.lines : script.lines.filter((l) => l.from === 'them');
        await playScript(trx, storage, member, other, { ...script, lines }, at);
      }
    }
    const [sanne, daan] = ['sanne@hartjesdate.example', 'daan@hartjesdate.example'].map((e) =>
      members.find((m) => m.email === e),
    );
    if (sanne && daan) {
      const conversationId = await playScript(trx, storage, daan, sanne.id, DAAN_TO_SANNE, at);
      await trx
        .updateTable('conversation_members')
        .set({ unread_count: DAAN_TO_SANNE.lines.length })
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', sanne.id)
        .execute();
    }
    return true;
  });
}

async function playScript(
  trx: Executor,
  storage: Storage,
  member: DemoMember,
  otherId: number,
  script: Script,
  at: () => Date,
) {
  const first = script.lines[0]!;
  const starter = first.from === 'me' ? member.id : otherId;
  const conversationId = await conversationBetween(
    trx,
    member.site_id,
    starter,
    starter === member.id ? otherId : member.id,
    at(),
  );
  for (const line of script.lines) {
    const senderId = line.from === 'me' ? member.id : otherId;
    const now = at();
    const kind = 'gift' in line ? 'gift' : 'image' in line ? 'image' : 'text';
    const imageId =
      kind === 'image' ? await profilePhotoAsChatImage(trx, storage, otherId, member.site_id, now) : null;
    const credits =
      kind === 'gift'
        ? member.gift_credits
        : kind === 'image'
          ? member.photo_credits
          : member.message_credits;
    const message = await addMessage(trx, {
      conversationId,
      senderId,
      kind,
      body: 'text' in line ? line.text : '',
      gift: 'gift' in line ? line.gift : null,
      imageId,
      credits: senderId === member.id ? credits : 0,
      now,
      held: false,
    });
    if (senderId === member.id && credits > 0) {
      await debit(trx, {
        userId: member.id,
        amount: credits,
        reason: kind === 'gift' ? 'gift' : kind === 'image' ? 'photo' : 'message',
        reference: `message:${message!.id}`,
        idempotencyKey: `demo-chat:${message!.id}`,
        now,
      });
    }
  }
  // What the demo member has read: all but the last `unread` lines (the other side read everything).
  await trx
    .updateTable('conversation_members')
    .set({ unread_count: 0 })
    .where('conversation_id', '=', conversationId)
    .execute();
  if (script.unread > 0)
    await trx
      .updateTable('conversation_members')
      .set({ unread_count: script.unread })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', member.id)
      .execute();
  return conversationId;
}

/** A photo a profile "sends": a copy of its main photo as a private chat image. */
async function profilePhotoAsChatImage(
  trx: Executor,
  storage: Storage,
  userId: number,
  siteId: number,
  now: Date,
) {
  const photo = await trx
    .selectFrom('profiles as p')
    .innerJoin('photos as ph', 'ph.id', 'p.main_photo_id')
    .select(['ph.filename', 'ph.thumb_filename', 'ph.width', 'ph.height'])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  if (!photo) return null;
  const keys = {
    filename: newFileKeyLike(photo.filename),
    thumb_filename: newFileKeyLike(photo.thumb_filename),
  };
  const copied = await Promise.all([
    storage.copy(photo.filename, 'public', keys.filename, 'private'),
    storage.copy(photo.thumb_filename, 'public', keys.thumb_filename, 'private'),
  ]);
  if (copied.includes(false)) return null;
  const row = await trx
    .insertInto('chat_images')
    .values({
      site_id: siteId,
      user_id: userId,
      ...keys,
      width: photo.width,
      height: photo.height,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

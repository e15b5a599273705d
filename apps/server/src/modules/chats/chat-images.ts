import type { ChatImage } from '@amoret/shared';
import { afterCommit, type Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { MemberContext, RequestContext } from '../../platform/request-context.types.ts';
import { newFileKey, type Storage } from '../../platform/storage.ts';
import { isOperatorOf } from '../members/policies.ts';
import { notBlockingViewer } from '../members/profile-access.ts';
import { processUpload, THUMB_EXTENSION } from '../photos/image-processing.ts';
import { removeFiles } from '../photos/photo-files.ts';
import { presentImage } from './message.present.ts';

/** Images one member may upload per hour (each is re-encoded: CPU and disk). */
export const CHAT_IMAGES_PER_HOUR = 60;

/**
 * Stores an image to send in a chat: re-encoded by the photo pipeline (no metadata survives), both
 * sizes in the private area. It is sent, and paid for, by `POST /api/chat.php` with kind image.
 */
export async function uploadChatImage(
  db: Executor,
  storage: Storage,
  ctx: MemberContext,
  upload: Buffer,
): Promise<ChatImage> {
  const recent = await db
    .selectFrom('chat_images')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', ctx.member.user.id)
    .where('created_at', '>', new Date(ctx.now.getTime() - 3_600_000))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= CHAT_IMAGES_PER_HOUR) throw new AppError('tooManyRequests', 429);
  const image = await processUpload(upload);
  const keys = { filename: newFileKey(), thumb_filename: newFileKey(THUMB_EXTENSION) };
  await Promise.all([
    storage.put(keys.filename, image.full, 'private'),
    storage.put(keys.thumb_filename, image.thumb, 'private'),
  ]);
  try {
    const row = await db
      .insertInto('chat_images')
      .values({
        site_id: ctx.site.id,
        user_id: ctx.member.user.id,
        ...keys,
        width: image.width,
        height: image.height,
        created_at: ctx.now,
      })
      .returning(['id', 'width', 'height'])
      .executeTakeFirstOrThrow();
    return presentImage(row);
  } catch (error) {
    await removeFiles(storage, [keys.filename, keys.thumb_filename]);
    throw error;
  }
}

/**
 * A chat image's file for those who may see it: its sender, the other member of the conversation it
 * was delivered in (unless the sender blocked them since), and the site's operators; 404 for everyone
 * else, as for a missing id.
 */
export async function readChatImage(
  db: Executor,
  storage: Storage,
  ctx: RequestContext,
  imageId: number,
  size: 'full' | 'thumb',
): Promise<Buffer> {
  const notFound = new AppError('notFound', 404);
  const viewer = ctx.member;
  if (!viewer) throw notFound;
  const me = viewer.user.id;
  const image = await db
    .selectFrom('chat_images as i')
    .select(['i.user_id', 'i.filename', 'i.thumb_filename'])
    .where('i.id', '=', imageId)
    .where('i.site_id', '=', ctx.site.id)
    .where((eb) =>
      eb.or([
        eb('i.user_id', '=', me),
        eb.exists(
          eb
            .selectFrom('messages as m')
            .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
            .select('m.id')
            .whereRef('m.image_id', '=', 'i.id')
            .where('m.delivered_at', 'is not', null)
            .where((w) => w.or([w('c.member_low', '=', me), w('c.member_high', '=', me)]))
            // A sender who blocked the viewer is gone for them everywhere (404), their images too.
            .where(notBlockingViewer(me, 'i.user_id') as never),
        ),
      ]),
    )
    .executeTakeFirst();
  const forOperator =
    !image && isOperatorOf(viewer, ctx.site)
      ? await db
          .selectFrom('chat_images')
          .select(['user_id', 'filename', 'thumb_filename'])
          .where('id', '=', imageId)
          .where('site_id', '=', ctx.site.id)
          .executeTakeFirst()
      : undefined;
  const found = image ?? forOperator;
  if (!found) throw notFound;
  const file = await storage.read(size === 'full' ? found.filename : found.thumb_filename, 'private');
  if (!file) throw notFound;
  return file;
}

/** Erasure of a member: their chat images go (messages keep their place without the picture). */
export function onEraseWith(storage: Storage) {
  return async (executor: Executor, userId: number): Promise<void> => {
    const images = await executor
      .deleteFrom('chat_images')
      .where('user_id', '=', userId)
      .returning(['filename', 'thumb_filename'])
      .execute();
    await afterCommit(executor, () =>
      removeFiles(
        storage,
        images.flatMap((i) => [i.filename, i.thumb_filename]),
      ),
    );
  };
}

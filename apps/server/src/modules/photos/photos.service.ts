import { type Photo as ApiPhoto, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@amoret/shared';
import type { Photo, SiteWithCompany } from '../../db/schema.ts';
import { afterCommit, type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { Member, RequestContext } from '../../platform/request-context.types.ts';
import type { Storage } from '../../platform/storage.ts';
import { isOperatorOf, isOwn, requireOwn, requireReachableFor } from '../members/policies.ts';
import { processUpload } from './image-processing.ts';
import {
  type PhotoVariant,
  photoArea,
  photoFileKeys,
  photoUrl,
  removeFiles,
  setPhotoState,
  storePhotoFiles,
} from './photo-files.ts';

export const photoLimit = (paidUser: boolean) => (paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE);

export function presentPhoto(photo: Photo, site: SiteWithCompany, mainPhotoId: number | null): ApiPhoto {
  const prefix = site.cdn_prefix;
  return {
    id: photo.id,
    url: photoUrl(photo, 'full', prefix),
    thumb_url: photoUrl(photo, 'thumb', prefix),
    private: photo.private,
    status: photo.status,
    main: photo.id === mainPhotoId,
  };
}

/** The photo becomes the face of the profile when the profile has none. */
function becomeMainIfNone(trx: Executor, userId: number, photoId: number) {
  return trx
    .updateTable('profiles')
    .set({ main_photo_id: photoId })
    .where('user_id', '=', userId)
    .where('main_photo_id', 'is', null)
    .execute();
}

/** A photo that may no longer be shown to everyone stops being the face of its profile. */
function stopBeingMain(trx: Executor, photoId: number) {
  return trx
    .updateTable('profiles')
    .set({ main_photo_id: null })
    .where('main_photo_id', '=', photoId)
    .execute();
}

export async function listOwnPhotos(db: Executor, userId: number) {
  return db.selectFrom('photos').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/**
 * Re-encodes and stores a member's upload within the photo limit (3 free, 25 premium). A new site
 * photo waits for approval when the site asks for it; the first usable photo becomes the main one.
 */
export async function addPhoto(
  db: Executor,
  storage: Storage,
  site: SiteWithCompany,
  current: Member,
  upload: Buffer,
  isPrivate: boolean,
) {
  const image = await processUpload(upload);
  const status = site.photo_approval ? ('pending' as const) : ('active' as const);
  const keys = await storePhotoFiles(
    storage,
    image,
    photoArea({ status, private: isPrivate, withheld: false }),
  );
  try {
    return await transaction(db, async (trx) => {
      // One upload at a time per member, so two at once cannot both slip under the limit.
      const user = await trx
        .selectFrom('users')
        .select('paid_user')
        .where('id', '=', current.user.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const { n } = await trx
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', current.user.id)
        .where('status', '<>', 'rejected')
        .executeTakeFirstOrThrow();
      const limit = photoLimit(user.paid_user);
      if (n >= limit) throw new AppError('photoLimit', 409, undefined, { limit });
      const photo = await trx
        .insertInto('photos')
        .values({
          user_id: current.user.id,
          ...keys,
          width: image.width,
          height: image.height,
          private: isPrivate,
          status,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (photo.status === 'active' && !photo.private) await becomeMainIfNone(trx, current.user.id, photo.id);
      return photo;
    });
  } catch (error) {
    await removeFiles(storage, photoFileKeys(keys));
    throw error;
  }
}

/** The member's own photo; another member's photo is answered exactly like a missing one. */
async function ownPhoto(db: Executor, member: Member, photoId: number) {
  return requireOwn(
    await db.selectFrom('photos').selectAll().where('id', '=', photoId).executeTakeFirst(),
    member,
  );
}

/** The photo row, locked for this transaction (two changes of one photo at once take turns). */
async function lockPhoto(trx: Executor, photoId: number) {
  return trx.selectFrom('photos').selectAll().where('id', '=', photoId).forUpdate().executeTakeFirstOrThrow();
}

export async function updatePhoto(
  db: Executor,
  storage: Storage,
  member: Member,
  input: { id: number; main?: true; private?: boolean },
) {
  const userId = member.user.id;
  const { id } = await ownPhoto(db, member, input.id);
  await transaction(db, async (trx) => {
    let photo = await lockPhoto(trx, id);
    if (input.private !== undefined && input.private !== photo.private) {
      // Its files move between the public and the private area under new names.
      photo = await setPhotoState(trx, storage, photo, { private: input.private });
      if (input.private) await stopBeingMain(trx, photo.id);
    }
    if (input.main) {
      if (photo.status === 'rejected' || photo.private) throw new AppError('badRequest', 400);
      await trx
        .updateTable('profiles')
        .set({ main_photo_id: photo.id })
        .where('user_id', '=', userId)
        .execute();
    }
  });
}

/** Deletes a photo and its files; when it was the main photo, the next public one takes its place. */
export async function deletePhoto(db: Executor, storage: Storage, member: Member, photoId: number) {
  const userId = member.user.id;
  const photo = await ownPhoto(db, member, photoId);
  await transaction(db, async (trx) => {
    await trx.deleteFrom('photos').where('id', '=', photo.id).execute();
    const next = await trx
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .where('private', '=', false)
      .orderBy('id')
      .executeTakeFirst();
    await trx
      .updateTable('profiles')
      .set({ main_photo_id: next?.id ?? null })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('main_photo_id', 'is', null), eb('main_photo_id', '=', photo.id)]))
      .execute();
    await afterCommit(trx, () => removeFiles(storage, photoFileKeys(photo)));
  });
}

/**
 * Operator decision on a photo waiting for approval (or a second look at any photo). An operator
 * reviews the photos of their own site's members only; another site's photo answers 404, as if missing.
 */
export async function reviewPhoto(
  db: Executor,
  storage: Storage,
  siteId: number,
  photoId: number,
  status: 'active' | 'rejected',
) {
  await transaction(db, async (trx) => {
    const found = await trx
      .selectFrom('photos')
      .selectAll()
      .where('id', '=', photoId)
      .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('site_id', '=', siteId))
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw new AppError('notFound', 404);
    // Approval makes a public photo's files public; rejection takes them out of public reach.
    const photo = await setPhotoState(trx, storage, found, { status });
    if (status === 'rejected') await stopBeingMain(trx, photo.id);
    else if (!photo.private) await becomeMainIfNone(trx, photo.user_id, photo.id);
  });
}

/**
 * The bytes of a photo file kept in the private area (private, pending or rejected photos), for a
 * member allowed to see it: its owner, an operator of its site, or, for an approved private photo, a
 * premium member who may reach the owner's profile (same site, not blocked, visible to them). Anyone
 * else, visitors included, gets 404 as for a missing photo.
 */
export async function readPhotoFile(
  db: Executor,
  storage: Storage,
  ctx: RequestContext,
  photoId: number,
  variant: PhotoVariant,
): Promise<Buffer> {
  const notFound = new AppError('notFound', 404);
  const viewer = ctx.member;
  if (!viewer) throw notFound;
  const photo = await db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.user_id')
    .selectAll('ph')
    .where('ph.id', '=', photoId)
    .where('u.site_id', '=', ctx.site.id)
    .executeTakeFirst();
  if (!photo) throw notFound;
  if (!isOwn(viewer, photo.user_id) && !isOperatorOf(viewer, ctx.site)) {
    if (photo.status !== 'active' || (photo.private && !viewer.user.paid_user)) throw notFound;
    await requireReachableFor(db, ctx, photo.user_id);
  }
  const key = variant === 'full' ? photo.filename : photo.thumb_filename;
  const file = await storage.read(key, photoArea(photo));
  if (!file) throw notFound;
  return file;
}

/** Erasure of a member (`onErase`, given the storage): their photos go, the files once that has committed. */
export function onEraseWith(storage: Storage) {
  return async (executor: Executor, userId: number): Promise<void> => {
    await executor
      .updateTable('profiles')
      .set({ main_photo_id: null })
      .where('user_id', '=', userId)
      .execute();
    const photos = await executor
      .deleteFrom('photos')
      .where('user_id', '=', userId)
      .returning(['filename', 'thumb_filename', 'blurred_filename'])
      .execute();
    // A failed delete leaves an unreachable file, never a broken row.
    await afterCommit(executor, () => removeFiles(storage, photos.flatMap(photoFileKeys)));
  };
}

import { randomBytes } from 'node:crypto';
import { type Photo as ApiPhoto, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@amoret/shared';
import type { Db } from '../../db/database.ts';
import type { Photo } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import type { CurrentUser } from '../accounts/current-user.ts';
import type { SiteWithCompany } from '../sites/sites.repo.ts';
import { InvalidImageError, processImage } from './image-processing.ts';

export interface PhotosDeps {
  db: Db;
  storage: Storage;
}

export const photoLimit = (paidUser: boolean) => (paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE);

export function presentPhoto(photo: Photo, site: SiteWithCompany, mainPhotoId: number | null): ApiPhoto {
  const prefix = site.site.cdn_prefix;
  return {
    id: photo.id,
    url: `${prefix}${photo.filename}`,
    thumb_url: `${prefix}${photo.thumb_filename}`,
    private: photo.private,
    status: photo.status,
    main: photo.id === mainPhotoId,
  };
}

export async function listOwnPhotos(deps: PhotosDeps, userId: number) {
  return deps.db.selectFrom('photos').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/**
 * Re-encodes and stores a member's upload within the photo limit (3 free, 25 premium). A new site
 * photo waits for approval when the site asks for it; the first usable photo becomes the main one.
 */
export async function addPhoto(
  deps: PhotosDeps,
  site: SiteWithCompany,
  current: CurrentUser,
  upload: Buffer,
  isPrivate: boolean,
) {
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(upload);
  } catch (error) {
    if (error instanceof InvalidImageError) throw new AppError('invalidImage', 400);
    throw error;
  }
  const id = randomBytes(16).toString('hex');
  const keys = { filename: `${id}.jpg`, thumb_filename: `${id}-t.jpg`, blurred_filename: `${id}-b.jpg` };
  await Promise.all([
    deps.storage.put(keys.filename, image.full),
    deps.storage.put(keys.thumb_filename, image.thumb),
    deps.storage.put(keys.blurred_filename, image.blurred),
  ]);
  try {
    return await deps.db.transaction().execute(async (trx) => {
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
          status: site.site.photo_approval ? 'pending' : 'active',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (photo.status === 'active' && !photo.private) {
        await trx
          .updateTable('profiles')
          .set({ main_photo_id: photo.id })
          .where('user_id', '=', current.user.id)
          .where('main_photo_id', 'is', null)
          .execute();
      }
      return photo;
    });
  } catch (error) {
    await Promise.all(Object.values(keys).map((key) => deps.storage.delete(key)));
    throw error;
  }
}

async function ownPhoto(deps: PhotosDeps, userId: number, photoId: number) {
  const photo = await deps.db
    .selectFrom('photos')
    .selectAll()
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Another member's photo is answered exactly like a missing one.
  if (!photo) throw new AppError('notFound', 404);
  return photo;
}

export async function updatePhoto(
  deps: PhotosDeps,
  userId: number,
  input: { id: number; main?: true; private?: boolean },
) {
  const photo = await ownPhoto(deps, userId, input.id);
  await deps.db.transaction().execute(async (trx) => {
    if (input.private !== undefined) {
      await trx.updateTable('photos').set({ private: input.private }).where('id', '=', photo.id).execute();
      // A private photo cannot stay the face of the profile.
      if (input.private)
        await trx
          .updateTable('profiles')
          .set({ main_photo_id: null })
          .where('main_photo_id', '=', photo.id)
          .execute();
    }
    if (input.main) {
      if (photo.status === 'rejected' || (input.private ?? photo.private))
        throw new AppError('badRequest', 400);
      await trx
        .updateTable('profiles')
        .set({ main_photo_id: photo.id })
        .where('user_id', '=', userId)
        .execute();
    }
  });
}

/** Deletes a photo and its files; when it was the main photo, the next public one takes its place. */
export async function deletePhoto(deps: PhotosDeps, userId: number, photoId: number) {
  const photo = await ownPhoto(deps, userId, photoId);
  await deps.db.transaction().execute(async (trx) => {
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
  });
  await Promise.all(
    [photo.filename, photo.thumb_filename, photo.blurred_filename].map((key) => deps.storage.delete(key)),
  );
}

/**
 * Operator decision on a photo waiting for approval (or a second look at any photo). An operator
 * reviews the photos of their own site's members only; another site's photo answers 404, as if missing.
 */
export async function reviewPhoto(
  deps: PhotosDeps,
  siteId: number,
  photoId: number,
  status: 'active' | 'rejected',
) {
  const photo = await deps.db
    .updateTable('photos')
    .set({ status })
    .where('id', '=', photoId)
    .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('site_id', '=', siteId))
    .returningAll()
    .executeTakeFirst();
  if (!photo) throw new AppError('notFound', 404);
  if (status === 'rejected') {
    await deps.db
      .updateTable('profiles')
      .set({ main_photo_id: null })
      .where('main_photo_id', '=', photo.id)
      .execute();
  } else if (!photo.private) {
    await deps.db
      .updateTable('profiles')
      .set({ main_photo_id: photo.id })
      .where('user_id', '=', photo.user_id)
      .where('main_photo_id', 'is', null)
      .execute();
  }
}

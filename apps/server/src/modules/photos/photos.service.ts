import { type Photo as ApiPhoto, PHOTO_LIMIT_FREE, PHOTO_LIMIT_PREMIUM } from '@amoret/shared';
import type { Db } from '../../db/database.ts';
import type { Photo } from '../../db/schema.ts';
import { type Executor, transaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import type { CurrentUser } from '../accounts/sessions/current-member.ts';
import { requireReachable } from '../members/profile-access.ts';
import type { SiteWithCompany } from '../sites/sites.repo.ts';
import { InvalidImageError, processImage } from './image-processing.ts';
import {
  type PhotoVariant,
  photoArea,
  photoFileKeys,
  photoUrl,
  setPhotoState,
  storePhotoFiles,
} from './photo-files.ts';

export interface PhotosDeps {
  db: Db;
  storage: Storage;
}

export const photoLimit = (paidUser: boolean) => (paidUser ? PHOTO_LIMIT_PREMIUM : PHOTO_LIMIT_FREE);

export function presentPhoto(photo: Photo, site: SiteWithCompany, mainPhotoId: number | null): ApiPhoto {
  const prefix = site.site.cdn_prefix;
  return {
    id: photo.id,
    url: photoUrl(photo, 'full', prefix),
    thumb_url: photoUrl(photo, 'thumb', prefix),
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
  const status = site.site.photo_approval ? ('pending' as const) : ('active' as const);
  const keys = await storePhotoFiles(deps.storage, image, photoArea({ status, private: isPrivate }));
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
          status,
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
    await Promise.all(photoFileKeys(keys).map((key) => deps.storage.delete(key)));
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

/** The photo row, locked for this transaction (two changes of one photo at once take turns). */
async function lockPhoto(trx: Executor, photoId: number) {
  return trx.selectFrom('photos').selectAll().where('id', '=', photoId).forUpdate().executeTakeFirstOrThrow();
}

export async function updatePhoto(
  deps: PhotosDeps,
  userId: number,
  input: { id: number; main?: true; private?: boolean },
) {
  const { id } = await ownPhoto(deps, userId, input.id);
  await transaction(deps.db, async (trx) => {
    let photo = await lockPhoto(trx, id);
    if (input.private !== undefined && input.private !== photo.private) {
      // Its files move between the public and the private area under new names.
      photo = await setPhotoState(trx, deps.storage, photo, { private: input.private });
      // A private photo cannot stay the face of the profile.
      if (input.private)
        await trx
          .updateTable('profiles')
          .set({ main_photo_id: null })
          .where('main_photo_id', '=', photo.id)
          .execute();
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
  await Promise.all(photoFileKeys(photo).map((key) => deps.storage.delete(key)));
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
  await transaction(deps.db, async (trx) => {
    const found = await trx
      .selectFrom('photos')
      .selectAll()
      .where('id', '=', photoId)
      .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('site_id', '=', siteId))
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw new AppError('notFound', 404);
    // Approval makes a public photo's files public; rejection takes them out of public reach.
    const photo = await setPhotoState(trx, deps.storage, found, { status });
    if (status === 'rejected') {
      await trx
        .updateTable('profiles')
        .set({ main_photo_id: null })
        .where('main_photo_id', '=', photo.id)
        .execute();
    } else if (!photo.private) {
      await trx
        .updateTable('profiles')
        .set({ main_photo_id: photo.id })
        .where('user_id', '=', photo.user_id)
        .where('main_photo_id', 'is', null)
        .execute();
    }
  });
}

/**
 * The bytes of a photo file kept in the private area (private, pending or rejected photos), for a
 * member allowed to see it: its owner, an operator of its site, or, for an approved private photo, a
 * premium member who may reach the owner's profile (same site, not blocked, visible to them). Anyone
 * else, visitors included, gets 404 as for a missing photo.
 */
export async function readPhotoFile(
  deps: PhotosDeps,
  siteId: number,
  viewer: CurrentUser | null,
  photoId: number,
  variant: PhotoVariant,
): Promise<Buffer> {
  const notFound = new AppError('notFound', 404);
  if (!viewer) throw notFound;
  const photo = await deps.db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.user_id')
    .selectAll('ph')
    .where('ph.id', '=', photoId)
    .where('u.site_id', '=', siteId)
    .executeTakeFirst();
  if (!photo) throw notFound;
  const own = photo.user_id === viewer.user.id;
  if (!own && viewer.user.role !== 'operator') {
    if (photo.status !== 'active' || (photo.private && !viewer.user.paid_user)) throw notFound;
    await requireReachable(deps.db, siteId, viewer.user.id, photo.user_id);
  }
  const key = variant === 'full' ? photo.filename : photo.thumb_filename;
  const file = await deps.storage.read(key, photoArea(photo));
  if (!file) throw notFound;
  return file;
}

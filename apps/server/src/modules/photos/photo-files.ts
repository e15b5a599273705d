import type { Photo } from '../../db/schema.ts';
import { afterCommit, afterRollback, type Executor } from '../../db/transaction.ts';
import { type FileArea, newFileKey, newFileKeyLike, type Storage } from '../../platform/storage.ts';
import { type ProcessedImage, THUMB_EXTENSION } from './image-processing.ts';

/**
 * Where a photo's files live. The full image and its thumbnail are public (static folder, CDN) only
 * while everyone may see them: an approved photo that is not private. Private, pending and rejected
 * photos keep them in the private area, served by `/api/photo-file.php` after an access check. The
 * blurred copy shown on locked photos is public. Every file has a random name of its own, so no
 * public name leads to another file.
 */
export const photoArea = (photo: Pick<Photo, 'status' | 'private' | 'withheld'>): FileArea =>
  photo.status === 'active' && !photo.private && !photo.withheld ? 'public' : 'private';

export type PhotoVariant = 'full' | 'thumb';

/** The URL of a photo's full image or thumbnail, as this site hands it out. */
export function photoUrl(
  photo: Pick<Photo, 'id' | 'status' | 'private' | 'withheld' | 'filename' | 'thumb_filename'>,
  variant: PhotoVariant,
  cdnPrefix: string,
): string {
  if (photoArea(photo) === 'private') return `/api/photo-file.php?id=${photo.id}&size=${variant}`;
  return `${cdnPrefix}${variant === 'full' ? photo.filename : photo.thumb_filename}`;
}

export const photoFileKeys = (photo: Pick<Photo, 'filename' | 'thumb_filename' | 'blurred_filename'>) => [
  photo.filename,
  photo.thumb_filename,
  photo.blurred_filename,
];

export const removeFiles = (storage: Storage, keys: string[]) =>
  Promise.all(keys.map((key) => storage.delete(key))).then(() => undefined);

/** Stores a processed image's three files, full and thumbnail in `area`; answers their keys. */
export async function storePhotoFiles(storage: Storage, image: ProcessedImage, area: FileArea) {
  const keys = {
    filename: newFileKey(),
    thumb_filename: newFileKey(THUMB_EXTENSION),
    blurred_filename: newFileKey(THUMB_EXTENSION),
  };
  await Promise.all([
    storage.put(keys.filename, image.full, area),
    storage.put(keys.thumb_filename, image.thumb, area),
    storage.put(keys.blurred_filename, image.blurred, 'public'),
  ]);
  return keys;
}

/**
 * Sets a locked photo's status or privacy. When that moves its full image and thumbnail to the other
 * area, they are copied there under new names (an old public URL must not keep working, and a CDN
 * may have cached it) and the row points at the copies.
 */
export async function setPhotoState(
  trx: Executor,
  storage: Storage,
  photo: Photo,
  next: Partial<Pick<Photo, 'status' | 'private' | 'withheld'>>,
): Promise<Photo> {
  const target = { ...photo, ...next };
  const from = photoArea(photo);
  const to = photoArea(target);
  const changes: Partial<Photo> = { ...next };
  if (from !== to) {
    const moved = {
      filename: newFileKeyLike(photo.filename),
      thumb_filename: newFileKeyLike(photo.thumb_filename),
    };
    // The copies go if the change rolls back; the old files once it has committed (a failed removal
    // leaves an unreachable file, never a row without its file).
    afterRollback(trx, () => removeFiles(storage, [moved.filename, moved.thumb_filename]));
    await Promise.all([
      storage.copy(photo.filename, from, moved.filename, to),
      storage.copy(photo.thumb_filename, from, moved.thumb_filename, to),
    ]);
    await afterCommit(trx, () => removeFiles(storage, [photo.filename, photo.thumb_filename]));
    Object.assign(changes, moved);
  }
  return trx
    .updateTable('photos')
    .set(changes)
    .where('id', '=', photo.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A deleted account's photos leave the public area for its grace (their public addresses stop working
 * at once, not when the account is erased), and come back under new addresses if the member returns.
 */
export async function withholdPhotos(trx: Executor, storage: Storage, userId: number, withheld: boolean) {
  const photos = await trx
    .selectFrom('photos')
    .selectAll()
    .where('user_id', '=', userId)
    .where('withheld', '=', !withheld)
    // Locked, as every change of a photo's state: a review moving its files meanwhile waits.
    .forUpdate()
    .execute();
  for (const photo of photos) await setPhotoState(trx, storage, photo, { withheld });
}

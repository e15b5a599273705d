import { sql } from 'kysely';
import type { Executor } from '../../db/transaction.ts';
import { newFileKey, type Storage } from '../../platform/storage.ts';
import { photoArea } from './photo-files.ts';

/**
 * Photos stored before files had names of their own (`<id>.jpg`, `<id>-t.jpg`, `<id>-b.jpg`, all in
 * the public folder) get new, unrelated names, and the originals of private, pending and rejected
 * photos move to the private area. Runs at start-up; a photo already done is never touched again.
 * Answers how many photos were moved.
 */
export async function upgradeLegacyPhotoFiles(db: Executor, storage: Storage): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db
      .selectFrom('photos')
      .selectAll()
      .where(sql<boolean>`thumb_filename = regexp_replace(filename, '\\.jpg$', '-t.jpg')`)
      .orderBy('id')
      .limit(200)
      .execute();
    if (batch.length === 0) return done;
    for (const photo of batch) {
      const area = photoArea(photo);
      const keys = { filename: newFileKey(), thumb_filename: newFileKey(), blurred_filename: newFileKey() };
      await Promise.all([
        storage.copy(photo.filename, 'public', keys.filename, area),
        storage.copy(photo.thumb_filename, 'public', keys.thumb_filename, area),
        storage.copy(photo.blurred_filename, 'public', keys.blurred_filename, 'public'),
      ]);
      await db.updateTable('photos').set(keys).where('id', '=', photo.id).execute();
      await Promise.all(
        [photo.filename, photo.thumb_filename, photo.blurred_filename].map((key) => storage.delete(key)),
      );
      done++;
    }
  }
}

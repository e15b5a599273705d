import { sql } from 'kysely';
import { afterCommit, type Executor, transaction } from '../../db/transaction.ts';
import { claimOnce } from '../../platform/app-keys.ts';
import { newFileKey, type Storage } from '../../platform/storage.ts';
import { photoArea, photoFileKeys, removeFiles } from './photo-files.ts';

/** Recorded in app_keys once the upgrade has run, so later starts skip the scan of all photos. */
const DONE_MARKER = 'photo-files-named-apart';

/**
 * Photos stored before files had names of their own (`<id>.jpg`, `<id>-t.jpg`, `<id>-b.jpg`, all in
 * the public folder) get new, unrelated names, and the originals of private, pending and rejected
 * photos move to the private area. Runs once per database at start-up (a second instance starting at
 * the same time waits on the marker); answers how many photos were moved.
 */
export async function upgradeLegacyPhotoFiles(db: Executor, storage: Storage): Promise<number> {
  return transaction(db, async (trx) => {
    if (!(await claimOnce(trx, DONE_MARKER, 1))) return 0;
    let done = 0;
    for (let after = 0; ; ) {
      const batch = await trx
        .selectFrom('photos')
        .selectAll()
        .where('id', '>', after)
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
        await trx.updateTable('photos').set(keys).where('id', '=', photo.id).execute();
        // The old files go once the new names are committed.
        await afterCommit(trx, () => removeFiles(storage, photoFileKeys(photo)));
        after = photo.id;
        done++;
      }
    }
  });
}

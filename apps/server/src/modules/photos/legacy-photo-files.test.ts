import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { TEST_CONFIG, useTestServer } from '../../../test/test-app.ts';
import { upgradeLegacyPhotoFiles } from './legacy-photo-files.ts';

const app = useTestServer();

const inPublic = (key: string) => existsSync(path.join(TEST_CONFIG.uploadsDir, key));
const inPrivate = (key: string) => existsSync(path.join(TEST_CONFIG.privateUploadsDir, key));

test('photos stored with derivable names get names of their own; private originals leave the public folder', async () => {
  const { db } = app.server;
  const storage = app.server.app.storage;
  const userId = await createMember(db, app.siteId);
  const legacy = async (stem: string, isPrivate: boolean) => {
    const keys = {
      filename: `${stem}.jpg`,
      thumb_filename: `${stem}-t.jpg`,
      blurred_filename: `${stem}-b.jpg`,
    };
    for (const key of Object.values(keys)) await storage.put(key, Buffer.from(key), 'public');
    return db
      .insertInto('photos')
      .values({ user_id: userId, ...keys, width: 10, height: 10, private: isPrivate })
      .returningAll()
      .executeTakeFirstOrThrow();
  };
  const open = await legacy('a1b2c3legacypublic', false);
  const secret = await legacy('a1b2c3legacyprivate', true);

  expect(await upgradeLegacyPhotoFiles(db, storage)).toBe(2);
  expect(await upgradeLegacyPhotoFiles(db, storage)).toBe(0);

  const rows = await db
    .selectFrom('photos')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  for (const [before, after] of [
    [open, rows[0]!],
    [secret, rows[1]!],
  ] as const) {
    for (const old of [before.filename, before.thumb_filename, before.blurred_filename]) {
      expect([inPublic(old), inPrivate(old)]).toEqual([false, false]);
    }
    const stems = [after.filename, after.thumb_filename, after.blurred_filename].map((k) =>
      k.replace('.jpg', ''),
    );
    expect(new Set(stems).size).toBe(3);
    expect(stems.some((a) => stems.some((b) => a !== b && b.startsWith(a)))).toBe(false);
    expect(inPublic(after.blurred_filename)).toBe(true);
    expect((await storage.read(after.filename, after.private ? 'private' : 'public'))?.toString()).toBe(
      before.filename,
    );
  }
  expect([inPublic(rows[0]!.filename), inPublic(rows[0]!.thumb_filename)]).toEqual([true, true]);
  expect([
    inPublic(rows[1]!.filename),
    inPrivate(rows[1]!.filename),
    inPrivate(rows[1]!.thumb_filename),
  ]).toEqual([false, true, true]);
});

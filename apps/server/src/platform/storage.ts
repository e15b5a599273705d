import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Public files are served to anyone who has the URL (a static folder, a CDN); private files only
 * through a route that checks who asks. A file that may not be seen by everyone never sits in the
 * public area.
 */
export type FileArea = 'public' | 'private';

/** Where files live; local folders here, an S3-compatible bucket behind the same calls at scale. */
export interface Storage {
  put(key: string, body: Buffer, area: FileArea): Promise<void>;
  /** Copies a file under a new key, possibly into the other area; false when the source is missing. */
  copy(key: string, area: FileArea, newKey: string, newArea: FileArea): Promise<boolean>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string, area: FileArea): Promise<Buffer | null>;
  /** Removes the file from whichever area holds it. */
  delete(key: string): Promise<void>;
}

/**
 * A new random file name. Every file gets its own: no name can be derived from another (a
 * thumbnail's name says nothing about its original's).
 */
export const newFileKey = (extension = 'jpg') => `${randomBytes(16).toString('hex')}.${extension}`;

/** A new random file name for a copy of `key`'s file: the same extension (a JPEG stays `.jpg`). */
export const newFileKeyLike = (key: string) => newFileKey(/\.([a-z0-9]+)$/.exec(key)?.[1] ?? 'jpg');

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export function localStorage(dirs: { publicDir: string; privateDir: string }): Storage {
  const dirOf = (area: FileArea) => (area === 'public' ? dirs.publicDir : dirs.privateDir);
  const file = (key: string, area: FileArea) => {
    if (!/^[a-z0-9][a-z0-9._-]*$/i.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(dirOf(area), key);
  };
  return {
    async put(key, body, area) {
      await mkdir(dirOf(area), { recursive: true });
      await writeFile(file(key, area), body);
    },
    async copy(key, area, newKey, newArea) {
      await mkdir(dirOf(newArea), { recursive: true });
      try {
        await copyFile(file(key, area), file(newKey, newArea));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async read(key, area) {
      try {
        return await readFile(file(key, area));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await Promise.all([
        rm(file(key, 'public'), { force: true }),
        rm(file(key, 'private'), { force: true }),
      ]);
    },
  };
}

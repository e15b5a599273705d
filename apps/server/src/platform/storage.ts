import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where files live; a local folder here, an S3-compatible bucket behind the same calls at scale. */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
}

export function localStorage(dir: string): Storage {
  const file = (key: string) => {
    if (!/^[a-z0-9][a-z0-9._-]*$/i.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      await mkdir(dir, { recursive: true });
      await writeFile(file(key), body);
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

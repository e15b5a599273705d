import type { Executor } from '../../db/transaction.ts';

/** What the cached entries lists may take of an instance's memory, in characters of JSON. */
export const LIKES_CACHE_MAX_CHARS = 16_000_000;

interface Cached {
  version: string;
  siteId: number;
  json: string;
}

/**
 * The JSON of members' likes entries lists, each with the likes version it was read at (migration
 * 017: triggers raise a member's version in the transaction of every change to what their list
 * shows). A list is served only while its version is still the member's in the database, so a change
 * made through any instance, or straight in the database, is seen by the next request. Reading the
 * version first and the list after can only store a list newer than its version, which the next
 * change replaces; never an older one. Least recently used lists go first past the size budget.
 */
export function createLikesCache(maxChars = LIKES_CACHE_MAX_CHARS) {
  const lists = new Map<number, Cached>();
  let chars = 0;

  const forget = (userId: number) => {
    const old = lists.get(userId);
    if (!old) return;
    chars -= old.json.length;
    lists.delete(userId);
  };

  return {
    /**
     * The member's list: from the cache at their current version, or made by `read` and kept; with
     * the version, which names this answer (its ETag).
     */
    async json(
      db: Executor,
      userId: number,
      siteId: number,
      read: () => Promise<string>,
    ): Promise<{ json: string; version: string }> {
      const row = await db
        .selectFrom('likes_versions')
        .select('version')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const version = row?.version ?? '0';
      const cached = lists.get(userId);
      if (cached && cached.version === version && cached.siteId === siteId) {
        // Most recently used last, so the oldest are first in the map.
        lists.delete(userId);
        lists.set(userId, cached);
        return { json: cached.json, version };
      }
      const json = await read();
      forget(userId);
      if (json.length <= maxChars) {
        lists.set(userId, { version, siteId, json });
        chars += json.length;
        for (const [oldest] of lists) {
          if (chars <= maxChars) break;
          forget(oldest);
        }
      }
      return { json, version };
    },
  };
}

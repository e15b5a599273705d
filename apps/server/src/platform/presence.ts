import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Who is online: members with at least one open realtime socket, on this instance or another. Asking is
 * synchronous (a card list shows dots without a round trip); with several instances each one keeps a
 * snapshot of the others' members that is at most `refreshMs` old.
 */
export interface Presence {
  /** A socket of this member opened; call the returned function when it closes. */
  connect(userId: number): () => void;
  isOnline(userId: number): boolean;
  close(): Promise<void>;
}

/** Members with open sockets on this instance, counted per member (several tabs). */
function localSockets() {
  const counts = new Map<number, number>();
  return {
    counts,
    add(userId: number) {
      counts.set(userId, (counts.get(userId) ?? 0) + 1);
    },
    /** True when this was the member's last socket here. */
    remove(userId: number): boolean {
      const left = (counts.get(userId) ?? 1) - 1;
      if (left > 0) counts.set(userId, left);
      else counts.delete(userId);
      return left <= 0;
    },
  };
}

/** One instance: presence is what this process holds. */
export function inProcessPresence(): Presence {
  const local = localSockets();
  return {
    connect(userId) {
      local.add(userId);
      let open = true;
      return () => {
        if (open) local.remove(userId);
        open = false;
      };
    },
    isOnline: (userId) => local.counts.has(userId),
    async close() {
      local.counts.clear();
    },
  };
}

const PRESENCE_KEY = 'presence';

/**
 * Several instances: one Redis sorted set of `<member>@<instance>` scored by when the entry expires.
 * Every `refreshMs` an instance extends its own entries, drops everyone's expired ones (an instance that
 * died without saying so disappears within `ttlMs`) and reads the others' live entries.
 */
export function redisPresence(
  url: string,
  log: { warn(msg: string): void },
  options: { refreshMs: number; ttlMs?: number },
): Presence {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', (error) => log.warn(`redis presence: ${error.message}`));
  const instance = randomUUID();
  const ttlMs = options.ttlMs ?? options.refreshMs * 3;
  const local = localSockets();
  let elsewhere = new Set<number>();

  const entry = (userId: number) => `${userId}@${instance}`;
  const refresh = async () => {
    const now = Date.now();
    const batch = redis.multi().zremrangebyscore(PRESENCE_KEY, '-inf', now);
    const expires = now + ttlMs;
    // One ZADD for all of them: a command per member (5,000) held the event loop for milliseconds.
    const scored = [...local.counts.keys()].flatMap((userId) => [expires, entry(userId)]);
    if (scored.length > 0) batch.zadd(PRESENCE_KEY, ...scored);
    batch.zrangebyscore(PRESENCE_KEY, now, '+inf');
    const results = await batch.exec();
    const live = results?.at(-1)?.[1] as string[] | undefined;
    if (!live) return;
    const others = new Set<number>();
    for (const value of live) {
      const at = value.indexOf('@');
      if (value.slice(at + 1) !== instance) others.add(Number(value.slice(0, at)));
    }
    elsewhere = others;
  };
  const timer = setInterval(() => {
    refresh().catch((error: Error) => log.warn(`redis presence: ${error.message}`));
  }, options.refreshMs);
  timer.unref();
  void refresh().catch(() => {});

  return {
    connect(userId) {
      local.add(userId);
      void redis.zadd(PRESENCE_KEY, Date.now() + ttlMs, entry(userId)).catch(() => {});
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        if (local.remove(userId)) void redis.zrem(PRESENCE_KEY, entry(userId)).catch(() => {});
      };
    },
    isOnline: (userId) => local.counts.has(userId) || elsewhere.has(userId),
    async close() {
      clearInterval(timer);
      const mine = [...local.counts.keys()].map(entry);
      local.counts.clear();
      if (mine.length > 0) await redis.zrem(PRESENCE_KEY, ...mine).catch(() => {});
      await redis.quit().catch(() => {});
    },
  };
}

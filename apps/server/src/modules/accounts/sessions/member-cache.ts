import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterCommit, type Executor } from '../../../db/transaction.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import { startPgListener } from '../../../platform/pg-listener.ts';
import type { Member } from '../../../platform/request-context.types.ts';

/** Longest a member stays cached without being asked for again; a safety net, not the freshness rule. */
export const MEMBER_CACHE_MS = 30_000;
/** Sessions cached at most per instance (about 2 KB each); the oldest go first. */
export const MEMBER_CACHE_MAX = 10_000;
/**
 * The channel migration 016's triggers notify with a member's id (users, profiles, photos, sessions),
 * and the event bus channel of the changes that do not notify (`announceBalance`).
 */
export const MEMBER_CHANGED_CHANNEL = 'member_changed';

/** What `announceBalance` publishes: whose balance changed, and which instance's cache already has it. */
interface BalanceAnnouncement {
  userId: number;
  origin: string | null;
}

/**
 * A chat send's balance change, which the database does not notify (migration 019: a notifying
 * transaction holds a database-wide lock through its commit). Once the transaction commits, this
 * instance's cache takes the new balance into the member it holds (`setCredits`), so the sender's
 * next request needs no reload, and the other instances' caches are told over the event bus and forget
 * the member. The caller marks its transaction with `creditsAnnounced`.
 */
export function announceBalance(
  trx: Executor,
  bus: EventBus,
  cache: MemberCache | null,
  userId: number,
  credits: number,
): Promise<void> {
  return afterCommit(trx, () => {
    cache?.setCredits(userId, credits);
    const announcement: BalanceAnnouncement = { userId, origin: cache?.origin ?? null };
    return bus.publish(MEMBER_CHANGED_CHANNEL, announcement);
  });
}

/** The member an announcement names, unless it came from `origin` (a bare id: from any instance). */
function announcedMember(message: unknown, origin: string): number | null {
  const { userId, origin: from } =
    typeof message === 'number'
      ? { userId: message, origin: null }
      : ((message ?? {}) as BalanceAnnouncement);
  if (from === origin || !Number.isSafeInteger(userId)) return null;
  return userId;
}

/** In a statement of a transaction that calls `announceBalance`: its balance change does not notify. */
export const creditsAnnounced = sql<string>`set_config('amoret.credits_announced', 'on', true)`;

interface Entry {
  member: Member;
  siteId: number;
  sessionExpiresAt: number;
  storedAt: number;
}

/**
 * The signed-in members of recent requests, keyed by session hash, so a request knows its member
 * without a database round trip. Correctness does not rest on the time limit: every change to a row
 * a cached member is made of (the user with credits and paid_user, the profile, a photo, the session)
 * notifies `member_changed` from a trigger when it commits, whoever made it, and every instance
 * listening drops that member at once. While the listening connection is down the cache is not used
 * at all, and when it comes back it starts empty. A load that raced a change is not stored. A chat
 * send's balance change comes over the event bus instead (`announceBalance`); when the bus
 * may have lost messages (Redis came back), the cache starts empty too.
 */
export interface MemberCache {
  /**
   * Whether to use the cache now: it hears changes, and the database is not known to be away (then
   * the request goes the database's way and is refused at once, as every other one).
   */
  usable(): boolean;
  /** `sessionKey`: the hex of the session's token hash (`tokenHashHex`). */
  get(sessionKey: string, siteId: number, now: Date): Member | null;
  /**
   * Resolves once every change committed before the call has been heard (a round trip on the listening
   * connection: the database sends pending notifications before its answer). Tests call it before
   * each read (`waitForChanges`), so a test that writes to the database directly sees it at once.
   * Callers arriving meanwhile share the next round trip. False when it takes over 2 s: then the
   * cache is not used.
   */
  caughtUp(): Promise<boolean>;
  readonly waitsForChanges: boolean;
  /** Call before reading the member from the database; `store` the result with the ticket. */
  ticket(): number;
  store(ticket: number, sessionKey: string, member: Member, sessionExpiresAt: Date): void;
  /** Forgets a member at once on this instance (their own change, before the answer goes out). */
  forgetMember(userId: number): void;
  /**
   * Takes the balance a committed change of the member's left into the member held (a chat send's
   * debit). Loads started before it store nothing, as after a forget.
   */
  setCredits(userId: number, credits: number): void;
  /** This cache's name on the event bus: its own announcements are not news to it. */
  readonly origin: string;
  close(): Promise<void>;
}

export async function createMemberCache(options: {
  databaseUrl: string;
  log: FastifyBaseLogger;
  ttlMs?: number;
  maxEntries?: number;
  waitForChanges?: boolean;
  isDatabaseUp?: () => boolean;
  /** Where `announceBalance` tells of changes the database does not notify. */
  bus?: EventBus;
}): Promise<MemberCache> {
  const databaseUp = options.isDatabaseUp ?? (() => true);
  const ttlMs = options.ttlMs ?? MEMBER_CACHE_MS;
  const maxEntries = options.maxEntries ?? MEMBER_CACHE_MAX;
  const entries = new Map<string, Entry>();
  const sessionsOf = new Map<number, Set<string>>();
  // Every forget takes a number; a load stores only if its member was not forgotten after its ticket.
  let sequence = 0;
  let floor = 0;
  const forgottenAt = new Map<number, number>();
  let listening = false;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = sessionsOf.get(entry.member.user.id);
    keys?.delete(key);
    if (keys?.size === 0) sessionsOf.delete(entry.member.user.id);
  };
  // Loads of this member started before now store nothing.
  const changed = (userId: number) => {
    forgottenAt.set(userId, ++sequence);
    if (forgottenAt.size > maxEntries) {
      // Too many to remember one by one: no load started before now stores anything.
      forgottenAt.clear();
      floor = sequence;
    }
  };
  const forgetMember = (userId: number) => {
    changed(userId);
    for (const key of sessionsOf.get(userId) ?? []) drop(key);
  };
  const forgetAll = () => {
    entries.clear();
    sessionsOf.clear();
    forgottenAt.clear();
    floor = ++sequence;
  };

  // The round trip in flight, and the one callers who came after it was sent wait for.
  let inFlight: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  const roundTrip = (): Promise<boolean> => {
    const open = changes.connection();
    if (!open) return Promise.resolve(false);
    const sent: Promise<boolean> = open.query('SELECT 1').then(
      () => true,
      () => false,
    );
    inFlight = sent;
    void sent.then(() => {
      if (inFlight === sent) inFlight = null;
    });
    return sent;
  };
  const shared = (): Promise<boolean> => {
    if (!inFlight) return roundTrip();
    if (!next) {
      next = inFlight.then(() => {
        next = null;
        return roundTrip();
      });
    }
    return next;
  };
  async function caughtUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), 2000);
    });
    try {
      return await Promise.race([shared(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  // While nobody listens, changes go unheard: no caching until listening again, and then from empty.
  const changes = await startPgListener({
    databaseUrl: options.databaseUrl,
    channel: MEMBER_CHANGED_CHANNEL,
    label: 'member change listener (members are not cached meanwhile)',
    log: options.log,
    retryFirst: true,
    onNotification(payload) {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) forgetMember(userId);
    },
    onListening() {
      forgetAll();
      listening = true;
    },
    onLost() {
      listening = false;
      forgetAll();
    },
  });

  const origin = randomUUID();
  const stopHearingBus = options.bus?.subscribe(MEMBER_CHANGED_CHANNEL, (message) => {
    const userId = announcedMember(message, origin);
    if (userId !== null) forgetMember(userId);
  });
  const stopResync = options.bus?.onResync(forgetAll);

  return {
    get(key, siteId, now) {
      if (!listening) return null;
      const entry = entries.get(key);
      if (!entry) return null;
      const t = now.getTime();
      if (entry.siteId !== siteId || entry.sessionExpiresAt <= t || Date.now() - entry.storedAt > ttlMs) {
        if (entry.siteId === siteId) drop(key);
        return null;
      }
      return entry.member;
    },
    usable: () => listening && databaseUp(),
    caughtUp,
    waitsForChanges: options.waitForChanges ?? false,
    ticket: () => sequence,
    store(ticket, key, member, sessionExpiresAt) {
      const userId = member.user.id;
      if (!listening || ticket < floor || (forgottenAt.get(userId) ?? 0) > ticket) return;
      drop(key);
      if (entries.size >= maxEntries) drop(entries.keys().next().value!);
      entries.set(key, {
        member,
        siteId: member.user.site_id,
        sessionExpiresAt: sessionExpiresAt.getTime(),
        storedAt: Date.now(),
      });
      const keys = sessionsOf.get(userId) ?? new Set<string>();
      sessionsOf.set(userId, keys);
      keys.add(key);
    },
    forgetMember,
    // One member's sends commit one after another (the party query holds their balance), and each
    // commit's answer arrives before the next can commit, so the balances come here in order.
    setCredits(userId, credits) {
      changed(userId);
      for (const key of sessionsOf.get(userId) ?? []) {
        const entry = entries.get(key)!;
        // A new object: answers made once per member object (`currentUserJson`) are made again.
        entry.member = { ...entry.member, user: { ...entry.member.user, credits } };
      }
    },
    origin,
    async close() {
      listening = false;
      stopHearingBus?.();
      stopResync?.();
      await changes.close();
    },
  };
}

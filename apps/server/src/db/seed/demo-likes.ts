import type { Random } from './demo-random.ts';

type Gender = 'male' | 'female';
type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';

export interface LikeParty {
  id: number;
  gender: Gender;
  sexuality: Sexuality;
}

export interface PlannedLike {
  liker_id: number;
  liked_id: number;
  source: 'profile';
  created_at: Date;
  /** Null: still new for the liked member ("like_new"). */
  seen_at: Date | null;
}

const RECEIVED = 8;
const SEEN = 3;
const GIVEN = 5;
const HOUR_MS = 3_600_000;

function attractedTo(a: LikeParty, b: LikeParty): boolean {
  if (a.sexuality === 'bi') return true;
  return a.sexuality === 'hetero' ? a.gender !== b.gender : a.gender === b.gender;
}

/** Within the last two weeks, after `after` (when there is time for it). */
function recent(random: Random, now: Date, after: Date): Date {
  const at = now.getTime() - random.int(1, 14 * 24) * HOUR_MS;
  return new Date(Math.min(Math.max(at, after.getTime() + HOUR_MS), now.getTime()));
}

/**
 * Likes around a demo member, so their likes page is alive at the first login: 8 received (3 of them
 * seen, the rest new), 5 given, and 2 or 3 of the given ones returned, which makes them matches.
 * Only profiles whose gender and sexuality fit the member's, both ways, take part.
 */
export function planMemberLikes(
  random: Random,
  member: LikeParty & { signupDate: Date },
  profiles: readonly LikeParty[],
  now: Date,
): PlannedLike[] {
  const fitting = profiles.filter((p) => attractedTo(member, p) && attractedTo(p, member));
  const chosen = random.sample(fitting, RECEIVED + GIVEN);
  const likers = chosen.slice(0, RECEIVED);
  const matches = random.int(2, 3);
  const liked = [...likers.slice(0, matches), ...chosen.slice(RECEIVED, RECEIVED + GIVEN - matches)];
  const seen = new Set(random.sample(likers, SEEN));

  const receivedAt = new Map<LikeParty, Date>();
  const likes: PlannedLike[] = likers.map((p) => {
    const createdAt = recent(random, now, member.signupDate);
    receivedAt.set(p, createdAt);
    const seenAt = seen.has(p) ? new Date(Math.min(createdAt.getTime() + HOUR_MS, now.getTime())) : null;
    return { liker_id: p.id, liked_id: member.id, source: 'profile', created_at: createdAt, seen_at: seenAt };
  });
  for (const p of liked) {
    // A like given back (a match) comes after the one received.
    const createdAt = recent(random, now, receivedAt.get(p) ?? member.signupDate);
    likes.push({
      liker_id: member.id,
      liked_id: p.id,
      source: 'profile',
      created_at: createdAt,
      seen_at: null,
    });
  }
  return likes;
}

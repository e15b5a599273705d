import { ageOn, type MatchFinderEntry, soughtGender } from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import type { MemberContext } from '../../platform/request-context.types.ts';
import { notBlockedWith, presentCard, selectListedCards } from '../members/profile-cards.ts';

/** Recently active candidates scored per call, and how many of the best the finder shows. */
const CANDIDATES = 400;
export const MATCH_FINDER_RESULTS = 12;

interface Candidate {
  region: string | null;
  country: string | null;
  date_of_birth: string;
  reason: string | null;
  interests: string[];
}

/**
 * How well a candidate fits the member, 0-100: shared interests weigh most (40), then place (25 for
 * the same region, 10 for the same country), closeness in age (20) and the same reason for joining (15).
 */
export function matchScore(me: Candidate, other: Candidate, now: Date) {
  const mine = new Set(me.interests);
  const shared = other.interests.filter((i) => mine.has(i));
  const interestPart = mine.size === 0 ? 0 : 40 * Math.min(1, shared.length / Math.min(5, mine.size));
  const placePart =
    me.region && me.region === other.region ? 25 : me.country && me.country === other.country ? 10 : 0;
  const ageGap = Math.abs(ageOn(me.date_of_birth, now) - ageOn(other.date_of_birth, now));
  const agePart = 20 * Math.max(0, 1 - ageGap / 15);
  const reasonPart = me.reason && me.reason === other.reason ? 15 : 0;
  return { score: Math.round(interestPart + placePart + agePart + reasonPart), shared };
}

/**
 * The match finder (and the profiles shown after signup): listed profiles of the gender the member
 * looks for who would look for the member too, ranked by {@link matchScore}.
 */
export async function findMatches(db: Executor, ctx: MemberContext): Promise<MatchFinderEntry[]> {
  const me = ctx.member.profile;
  const gender = soughtGender(me.gender, me.sexuality);
  let query = selectListedCards(db, ctx.site.id)
    .select(['p.reason', 'p.interests', 'p.sexuality'])
    .where('p.user_id', '<>', me.user_id)
    .where(notBlockedWith(me.user_id) as never);
  if (gender) query = query.where('p.gender', '=', gender);
  if (me.country) query = query.orderBy((eb) => eb('p.country', '=', me.country), 'desc');
  const rows = await query.orderBy('p.last_active_at', 'desc').limit(CANDIDATES).execute();
  return rows
    .filter((row) => {
      // Would they look for me? Unknown either way counts as yes.
      const theirs = soughtGender(row.gender, row.sexuality);
      return !theirs || !me.gender || theirs === me.gender;
    })
    .map((row) => {
      const { score, shared } = matchScore(me, row, ctx.now);
      return {
        ...presentCard(row, ctx),
        score,
        shared_interests: shared as MatchFinderEntry['shared_interests'],
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, MATCH_FINDER_RESULTS);
}

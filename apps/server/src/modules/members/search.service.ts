import {
  type ProfileCard,
  SEARCH_PAGE_SIZE,
  type SearchFilters,
  type SearchResponse,
  SIMILAR_RESULTS_BELOW,
  SIMILAR_RESULTS_COUNT,
} from '@amoret/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/transaction.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import {
  birthDateRange,
  type CardContext,
  type CardQuery,
  notBlockedWith,
  presentCard,
  selectCards,
  selectListedCards,
  selectListedProfiles,
} from './profile-cards.ts';

/** A search: where, when, and who searches (`viewerId`: the member, or null for a visitor). */
interface Search extends CardContext {
  db: Executor;
  viewerId: number | null;
}

/** Listed profiles of the site, without the viewer and anyone blocked either way. */
function listedCards(ctx: Search): CardQuery {
  let query = selectListedCards(ctx.db, ctx.site.id) as unknown as CardQuery;
  if (ctx.viewerId !== null) {
    query = query.where('p.user_id', '<>', ctx.viewerId).where(notBlockedWith(ctx.viewerId) as never);
  }
  return query;
}

type Filters = Omit<SearchFilters, 'page'>;
// biome-ignore lint/suspicious/noExplicitAny: the filters apply to any query over `profiles as p`
type ProfilesQuery<O> = SelectQueryBuilder<any, 'p', O>;

function applyFilters<Q extends ProfilesQuery<unknown>>(query: Q, filters: Filters, now: Date): Q {
  let q = query;
  if (filters.gender) q = q.where('p.gender', '=', filters.gender) as Q;
  if (filters.country) q = q.where('p.country', '=', filters.country) as Q;
  if (filters.countryregion) q = q.where('p.region', '=', filters.countryregion) as Q;
  const { bornAfter, bornOnOrBefore } = birthDateRange(filters.min_age, filters.max_age, now);
  return q.where('p.date_of_birth', '>', bornAfter).where('p.date_of_birth', '<=', bornOnOrBefore) as Q;
}

const newestFirst = (q: CardQuery) => q.orderBy('p.last_active_at', 'desc').orderBy('p.user_id', 'desc');

/** The searcher and everyone blocked either way: never in the searcher's results. */
async function excludedIds(db: Executor, viewerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', viewerId)
    .unionAll(db.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', viewerId))
    .execute();
  return [viewerId, ...rows.map((r) => r.id)];
}

/** Listed profiles of the site matching the filters, reading only the columns of the search indexes. */
function matchingIds(ctx: Search, filters: Filters, excluded: number[]) {
  let query = selectListedProfiles(ctx.db, ctx.site.id).select('p.user_id');
  if (excluded.length > 0) query = query.where('p.user_id', 'not in', excluded);
  return applyFilters(query, filters, ctx.now);
}

/**
 * One page of profiles matching the filters, most recently active first, with the total count.
 * When few match, similar profiles follow: the region dropped, then the ages widened by ten years,
 * then the country dropped.
 *
 * The page's 24 ids come first from an index-only scan, then their cards; the total is the cached
 * count of the filters minus the excluded members who match them (see {@link countMatching}).
 */
export async function searchProfiles(
  db: Executor,
  request: RequestContext,
  filters: SearchFilters,
): Promise<SearchResponse> {
  const ctx: Search = {
    db,
    site: request.site,
    viewerId: request.member?.user.id ?? null,
    now: request.now,
    isOnline: request.isOnline,
  };
  const excluded = ctx.viewerId === null ? [] : await excludedIds(ctx.db, ctx.viewerId);
  const pageIds = matchingIds(ctx, filters, excluded)
    .orderBy('p.last_active_at', 'desc')
    .orderBy('p.user_id', 'desc')
    .limit(SEARCH_PAGE_SIZE)
    .offset((filters.page - 1) * SEARCH_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    newestFirst(selectCards(ctx.db).where('p.user_id', 'in', pageIds) as unknown as CardQuery).execute(),
    countMatching(ctx, filters, excluded),
  ]);
  const profiles = rows.map((row) => presentCard(row, ctx));
  const similar = total < SIMILAR_RESULTS_BELOW ? await similarProfiles(ctx, filters, profiles) : [];
  return { profiles, total, page: filters.page, per_page: SEARCH_PAGE_SIZE, similar };
}

/**
 * How long a filter's count is reused. Counting a quarter of a million matches takes tens of
 * milliseconds even from the index, and the total needs no second-by-second precision.
 */
export const COUNT_CACHE_MS = 60_000;
const COUNT_CACHE_MAX = 10_000;
const countCache = new Map<string, { total: number; at: number }>();

/**
 * Exact count of the filters for everyone (an index-only scan of profiles_search_place_idx, cached
 * per process for a minute), minus the searcher's excluded members who match them (a few key lookups).
 */
async function countMatching(ctx: Search, filters: Filters, excluded: number[]): Promise<number> {
  const { bornAfter, bornOnOrBefore } = birthDateRange(filters.min_age, filters.max_age, ctx.now);
  const key = [
    ctx.site.id,
    filters.gender,
    filters.country,
    filters.countryregion,
    bornAfter,
    bornOnOrBefore,
  ].join('|');
  const now = Date.now();
  let cached = countCache.get(key);
  if (!cached || now - cached.at > COUNT_CACHE_MS) {
    const row = await matchingIds(ctx, filters, [])
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    cached = { total: row.n, at: now };
    if (countCache.size >= COUNT_CACHE_MAX) countCache.delete(countCache.keys().next().value!);
    countCache.set(key, cached);
  }
  if (excluded.length === 0) return cached.total;
  const hidden = await matchingIds(ctx, filters, [])
    .where('p.user_id', 'in', excluded)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Math.max(0, cached.total - hidden.n);
}

/** Forgets cached counts (tests that change profiles between searches). */
export function clearSearchCounts() {
  countCache.clear();
}

function relaxations(filters: Filters): Filters[] {
  const wider = {
    min_age: Math.max(18, filters.min_age - 10),
    max_age: Math.min(99, filters.max_age + 10),
  };
  const steps: Filters[] = [];
  if (filters.countryregion) steps.push({ ...filters, countryregion: undefined });
  steps.push({ ...filters, countryregion: undefined, ...wider });
  if (filters.country) steps.push({ ...filters, country: undefined, countryregion: undefined, ...wider });
  return steps;
}

async function similarProfiles(ctx: Search, filters: Filters, shown: ProfileCard[]) {
  const found: ProfileCard[] = [];
  const seen = new Set(shown.map((p) => p.id));
  for (const relaxed of relaxations(filters)) {
    let query = applyFilters(listedCards(ctx), relaxed, ctx.now);
    if (seen.size > 0) query = query.where('p.user_id', 'not in', [...seen]);
    const rows = await newestFirst(query)
      .limit(SIMILAR_RESULTS_COUNT - found.length)
      .execute();
    for (const row of rows) {
      seen.add(row.id);
      found.push(presentCard(row, ctx));
    }
    if (found.length >= SIMILAR_RESULTS_COUNT) break;
  }
  return found;
}

import {
  type ProfileCard,
  SEARCH_PAGE_SIZE,
  type SearchFilters,
  type SearchResponse,
  SIMILAR_RESULTS_BELOW,
  SIMILAR_RESULTS_COUNT,
} from '@amoret/shared';
import type { Db } from '../../db/database.ts';
import type { SiteWithCompany } from '../sites/sites.repo.ts';
import { birthDateRange, type CardQuery, notBlockedWith, presentCard, selectCards } from './profile-cards.ts';

export interface SearchContext {
  db: Db;
  site: SiteWithCompany;
  /** The searching member, or null for a visitor. */
  viewerId: number | null;
  now: Date;
}

/** Listed profiles of the site, without the viewer and anyone blocked either way. */
function listedCards(ctx: SearchContext): CardQuery {
  let query = selectCards(ctx.db)
    .where('p.site_id', '=', ctx.site.site.id)
    .where('p.listed', '=', true) as unknown as CardQuery;
  if (ctx.viewerId !== null) {
    query = query.where('p.user_id', '<>', ctx.viewerId).where(notBlockedWith(ctx.viewerId) as never);
  }
  return query;
}

type Filters = Omit<SearchFilters, 'page'>;

function applyFilters(query: CardQuery, filters: Filters, now: Date): CardQuery {
  let q = query;
  if (filters.gender) q = q.where('p.gender', '=', filters.gender);
  if (filters.country) q = q.where('p.country', '=', filters.country);
  if (filters.countryregion) q = q.where('p.region', '=', filters.countryregion);
  const { bornAfter, bornOnOrBefore } = birthDateRange(filters.min_age, filters.max_age, now);
  return q.where('p.date_of_birth', '>', bornAfter).where('p.date_of_birth', '<=', bornOnOrBefore);
}

const newestFirst = (q: CardQuery) => q.orderBy('p.last_active_at', 'desc').orderBy('p.user_id', 'desc');

/**
 * One page of profiles matching the filters, most recently active first, with the total count.
 * When few match, similar profiles follow: the region dropped, then the ages widened by ten years,
 * then the country dropped.
 */
export async function searchProfiles(ctx: SearchContext, filters: SearchFilters): Promise<SearchResponse> {
  const matching = applyFilters(listedCards(ctx), filters, ctx.now);
  const [rows, count] = await Promise.all([
    newestFirst(matching)
      .limit(SEARCH_PAGE_SIZE)
      .offset((filters.page - 1) * SEARCH_PAGE_SIZE)
      .execute(),
    matching
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const profiles = rows.map((row) => presentCard(row, ctx.site, ctx.now));
  const similar = count.total < SIMILAR_RESULTS_BELOW ? await similarProfiles(ctx, filters, profiles) : [];
  return { profiles, total: count.total, page: filters.page, per_page: SEARCH_PAGE_SIZE, similar };
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

async function similarProfiles(ctx: SearchContext, filters: Filters, shown: ProfileCard[]) {
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
      found.push(presentCard(row, ctx.site, ctx.now));
    }
    if (found.length >= SIMILAR_RESULTS_COUNT) break;
  }
  return found;
}

import {
  LANDER_PROFILES_MAX,
  type LanderAudience,
  type LanderMapResponse,
  type LanderProfilesResponse,
  type LanderQuery,
  landerAudience,
  landingSlug,
  type ProfileCard,
  parseLandingSlug,
} from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { placePosition } from '../geo/geocoder.ts';
import { birthDateRange, type CardRow, presentCard, selectListedCards } from '../members/profile-cards.ts';
import { countryOutline } from './country-outline.ts';

/** How long one audience's profiles are reused: landers are the busiest pages of a site. */
export const LANDER_CACHE_MS = 30_000;
const CACHE_MAX = 2_000;
const cache = new Map<string, { at: number; rows: CardRow[] }>();

interface LanderInput {
  query: LanderQuery;
  /** May visitors see real members (the site's logged-out search rules)? Else fictional profiles only. */
  membersShown: boolean;
}

/**
 * Listed profiles of the audience with an active public main photo, most recently active first;
 * within `country` when given. Visitors see the site's fictional profiles (the operator's own), and
 * real members only where the site lets visitors browse, as on the member card.
 */
function audienceRows(
  db: Executor,
  ctx: RequestContext,
  audience: LanderAudience,
  input: { country?: string | undefined; membersShown: boolean; limit: number; except?: number[] },
) {
  const { bornAfter, bornOnOrBefore } = birthDateRange(audience.minAge, audience.maxAge, ctx.now);
  let query = selectListedCards(db, ctx.site.id)
    .where('p.gender', '=', audience.gender)
    .where('p.sexuality', 'in', [...audience.sexualities])
    .where('p.date_of_birth', '>', bornAfter)
    .where('p.date_of_birth', '<=', bornOnOrBefore)
    .where('ph.id', 'is not', null)
    .where('ph.private', '=', false);
  if (audience.bodyType) query = query.where('p.body_type', '=', audience.bodyType);
  if (!input.membersShown) query = query.where('p.fictional', '=', true);
  if (input.country) query = query.where('p.country', '=', input.country);
  if (input.except?.length) query = query.where('p.user_id', 'not in', input.except);
  return query
    .orderBy('p.last_active_at', 'desc')
    .orderBy('p.user_id', 'desc')
    .limit(input.limit)
    .execute() as Promise<CardRow[]>;
}

/** The audience's rows: the visitor's country first, then anywhere (unless `strict`); cached briefly. */
async function cachedRows(
  db: Executor,
  ctx: RequestContext,
  audience: LanderAudience,
  input: LanderInput & { strict: boolean },
): Promise<CardRow[]> {
  const limit = input.query.limit ?? LANDER_PROFILES_MAX;
  const country = input.query.country;
  const key = [ctx.site.id, audience.niche, country, limit, input.membersShown, input.strict].join('|');
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < LANDER_CACHE_MS) return hit.rows;
  const shown = { membersShown: input.membersShown };
  const rows = await audienceRows(db, ctx, audience, { ...shown, country, limit });
  if (country && !input.strict && rows.length < limit) {
    const except = rows.map((r) => r.id);
    rows.push(...(await audienceRows(db, ctx, audience, { ...shown, limit: limit - rows.length, except })));
  }
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: Date.now(), rows });
  return rows;
}

/** Forgets cached lander profiles (tests that change profiles between calls). */
export function clearLanderCache() {
  cache.clear();
}

function presentAudience(ctx: RequestContext, slug: string | undefined, audience: LanderAudience) {
  const language = (slug && parseLandingSlug(slug)?.language) || ctx.site.domain_language;
  return {
    niche: audience.niche,
    key: audience.key,
    gender: audience.gender,
    slug: landingSlug(audience.niche, language),
  };
}

/** The profiles a lander (or the home page) shows: its slug's audience, else the site's niche. */
export async function landerProfiles(
  db: Executor,
  ctx: RequestContext,
  input: LanderInput,
): Promise<LanderProfilesResponse> {
  const audience = landerAudience(input.query.slug, ctx.site.niche);
  const rows = await cachedRows(db, ctx, audience, { ...input, strict: false });
  return {
    audience: presentAudience(ctx, input.query.slug, audience),
    profiles: rows.map((row) => presentCard(row, ctx)),
  };
}

/**
 * `maplanding`: the visitor's country (else the site's own) drawn from Natural Earth shapes on the
 * server, with the audience's profiles of that country placed at their towns.
 */
export async function landerMap(
  db: Executor,
  ctx: RequestContext,
  input: LanderInput,
): Promise<LanderMapResponse> {
  const audience = landerAudience(input.query.slug, ctx.site.niche);
  let country = input.query.country ?? ctx.site.default_country;
  let map = countryOutline(country);
  if (!map) {
    country = ctx.site.default_country;
    map = countryOutline(country);
  }
  const query = { ...input.query, country };
  const rows = map ? await cachedRows(db, ctx, audience, { ...input, query, strict: true }) : [];
  const pins: { profile: ProfileCard; x: number; y: number }[] = [];
  for (const row of rows) {
    const place = row.city ? placePosition(country, row.city) : null;
    const point = place && map?.projection([place.lon, place.lat]);
    if (!point) continue;
    pins.push({
      profile: presentCard(row, ctx),
      x: Math.round(point[0] * 10) / 10,
      y: Math.round(point[1] * 10) / 10,
    });
  }
  return {
    audience: presentAudience(ctx, input.query.slug, audience),
    country,
    width: map?.width ?? 0,
    height: map?.height ?? 0,
    outline: map?.outline ?? '',
    pins,
  };
}

import {
  type FirstScreenFaces,
  type LanderMapResponse,
  type LanderProfilesResponse,
  landerQuerySchema,
  loggedOutSearchAllowed,
} from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { landerMap, landerProfiles } from './lander-profiles.service.ts';

/** A first screen's faces call with its answer, as the page's query cache holds it. */
export interface FirstScreenFacesAnswer {
  endpoint: FirstScreenFaces['endpoint'];
  /** The call's query as the page builds it (`country` from the settings it starts with). */
  query: { slug?: string; country: string; limit?: number };
  data: LanderProfilesResponse | LanderMapResponse;
  /** The photos that may be the first screen's largest paint on a phone, to preload with the HTML. */
  photos: string[];
}

/**
 * What the home page's or a lander's faces call (GET /api/lander-profiles.php or lander-map.php)
 * answers a visitor without a traffic source, for index.html: the same services the calls use.
 */
export async function firstScreenFacesAnswer(
  db: Executor,
  ctx: RequestContext,
  faces: FirstScreenFaces,
  country: string,
): Promise<FirstScreenFacesAnswer | null> {
  const query = {
    ...(faces.slug && { slug: faces.slug }),
    country,
    ...(faces.limit && { limit: faces.limit }),
  };
  const parsed = landerQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const input = { query: parsed.data, membersShown: loggedOutSearchAllowed(ctx.site, false) };
  const data =
    faces.endpoint === 'map' ? await landerMap(db, ctx, input) : await landerProfiles(db, ctx, input);
  const profiles = 'pins' in data ? data.pins.map((pin) => pin.profile) : data.profiles;
  const photos = profiles
    .map((profile) => profile.thumb_url)
    .filter((url): url is string => url !== null)
    .slice(0, faces.heroPhotos);
  return { endpoint: faces.endpoint, query, data, photos };
}

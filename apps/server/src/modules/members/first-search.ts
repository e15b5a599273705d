import {
  FIRST_SCREEN_SEARCH_PHOTOS,
  normaliseSearch,
  type OwnProfile,
  type SearchResponse,
  searchCallQuery,
  searchDefaults,
  searchQuerySchema,
  searchStateOf,
} from '@amoret/shared';
import type { Executor } from '../../db/transaction.ts';
import type { RequestContext } from '../../platform/request-context.types.ts';
import { searchProfiles } from './search.service.ts';

/** The search page's first call with its answer, as the page's query cache holds it. */
export interface FirstSearchAnswer {
  query: ReturnType<typeof searchCallQuery>;
  data: SearchResponse;
  /** The first results' photos, the largest paint of a member's search page, to preload. */
  photos: string[];
}

/**
 * What a member's `/members` asks GET /api/search.php first: the address's filters, else the searcher's defaults
 * (shared with the page: `searchStateOf`, `searchDefaults`), answered by the same service. Null when
 * the address's filters would be refused (the page then asks and shows the error itself).
 */
export async function firstSearchAnswer(
  db: Executor,
  ctx: RequestContext,
  input: { params: URLSearchParams; own: OwnProfile | undefined; siteCountry: string },
): Promise<FirstSearchAnswer | null> {
  const state = searchStateOf(input.params, searchDefaults(input.own, input.siteCountry));
  const query = searchCallQuery(state, false);
  const parsed = searchQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const data = await searchProfiles(db, ctx, normaliseSearch(parsed.data));
  const photos = [...data.profiles, ...data.similar]
    .map((card) => card.thumb_url)
    .filter((url): url is string => url !== null)
    .slice(0, FIRST_SCREEN_SEARCH_PHOTOS);
  return { query, data, photos };
}

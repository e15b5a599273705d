import { z } from 'zod';
import { COMPLAINT_MESSAGE_MAX } from '../constants.ts';
import { COUNTRY_REGIONS, isSupportedCountry } from '../countries.ts';
import { MAX_SEARCH_AGE, SEARCH_MAX_PAGE } from '../discovery-rules.ts';
import { INTEREST_KEYS } from '../interests.ts';
import { MIN_AGE } from '../messages.ts';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  JOIN_REASONS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '../profile-values.ts';
import { LIKES_TYPES } from '../routes.ts';
import { text } from './text.ts';

/** A profile as every list shows it: photo, name, age, place. */
export const profileCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int(),
    gender: z.enum(GENDERS).nullable(),
    country: z.string().nullable(),
    region: z.string().nullable(),
    city: z.string().nullable(),
    thumb_url: z.string().nullable(),
    fictional: z.boolean(),
    online: z.boolean(),
  })
  .meta({ id: 'ProfileCard' });
export type ProfileCard = z.infer<typeof profileCardSchema>;

const age = z.coerce.number().int().catch(Number.NaN);

/**
 * Query of `GET /api/search.php` (spec: search filter state). Ages out of range are clamped and a
 * reversed range swapped; an unknown gender, country or region of another country is refused.
 */
export const searchQuerySchema = z
  .object({
    gender: z.enum(GENDERS).optional(),
    country: text().refine(isSupportedCountry, { message: 'invalidValue' }).optional(),
    countryregion: text().max(10).optional(),
    min_age: age.optional(),
    max_age: age.optional(),
    page: z.coerce.number().int().catch(1).optional(),
    /** The visitor has a traffic-source record (client-side), for logged_out_search_trafficsource. */
    trafficsource: z.enum(['1']).optional(),
  })
  .refine(
    (q) =>
      q.countryregion === undefined ||
      (q.country !== undefined &&
        COUNTRY_REGIONS[q.country]?.regions.some((r) => r.code === q.countryregion)),
    { message: 'invalidValue', path: ['countryregion'] },
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export interface SearchFilters {
  gender?: (typeof GENDERS)[number] | undefined;
  country?: string | undefined;
  countryregion?: string | undefined;
  min_age: number;
  max_age: number;
  page: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The filters a query means: ages within 18-99 and in order, a page within 1-400. */
export function normaliseSearch(query: SearchQuery): SearchFilters {
  let min = Number.isFinite(query.min_age) ? clamp(query.min_age!, MIN_AGE, MAX_SEARCH_AGE) : MIN_AGE;
  let max = Number.isFinite(query.max_age) ? clamp(query.max_age!, MIN_AGE, MAX_SEARCH_AGE) : MAX_SEARCH_AGE;
  if (min > max) [min, max] = [max, min];
  return {
    gender: query.gender,
    country: query.country,
    countryregion: query.countryregion,
    min_age: min,
    max_age: max,
    page: clamp(query.page ?? 1, 1, SEARCH_MAX_PAGE),
  };
}

export const searchResponseSchema = z
  .object({
    profiles: z.array(profileCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Profiles close to the filters, when few match them exactly. */
    similar: z.array(profileCardSchema),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const memberIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** Query of the member page's calls; `trafficsource=1` as in the search query. */
export const memberQuerySchema = memberIdParamsSchema.extend({ trafficsource: z.enum(['1']).optional() });

export const viewedPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  /** A private photo seen by a free member: the urls are of the blurred image. */
  locked: z.boolean(),
});
export type ViewedPhoto = z.infer<typeof viewedPhotoSchema>;

/** Another member's profile as `/members/{id}` shows it; attributes the site hides are left out. */
export const memberProfileSchema = profileCardSchema
  .extend({
    sexuality: z.enum(SEXUALITIES).nullable(),
    reason: z.enum(JOIN_REASONS).nullable(),
    hair_colour: z.enum(HAIR_COLOURS).nullable(),
    eye_colour: z.enum(EYE_COLOURS).nullable(),
    body_type: z.enum(BODY_TYPES).nullable(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
    tattoos: z.boolean().nullable(),
    interests: z.array(z.enum(INTEREST_KEYS)),
    main_image: viewedPhotoSchema.nullable(),
    photos: z.array(viewedPhotoSchema),
    liked: z.boolean(),
    liked_by: z.boolean(),
    match: z.boolean(),
    blocked: z.boolean(),
  })
  .meta({ id: 'MemberProfile' });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberResponseSchema = z.object({
  profile: memberProfileSchema,
  related: z.array(profileCardSchema),
});
export type MemberResponse = z.infer<typeof memberResponseSchema>;

/**
 * Like entry of spec section 3: the profile's id and `like_new` (the liker's profile not opened yet),
 * and whether the like is mutual. Small, as the shell polls it for the badge and the hearts; the likes
 * page reads the cards a page at a time (`likesPageResponseSchema`).
 */
export const likeEntrySchema = z
  .object({ id: z.number().int(), like_new: z.boolean(), match: z.boolean() })
  .meta({ id: 'LikeEntry' });
export type LikeEntry = z.infer<typeof likeEntrySchema>;

/** `GET /api/likes.php`: `profiles` the member likes, `liked_by` those who like the member. */
export const likesResponseSchema = z
  .object({ profiles: z.array(likeEntrySchema), liked_by: z.array(likeEntrySchema) })
  .meta({ id: 'LikesResponse' });
export type LikesResponse = z.infer<typeof likesResponseSchema>;

/** Where the next page of a likes tab starts: the last card's like time and id (`before`). */
const LIKES_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d{1,10}$/;

/** The cursor's time is a real one (no 30 February), so the database takes it. */
function isRealMoment(cursor: string): boolean {
  const at = cursor.slice(0, 19);
  const time = Date.parse(`${at}Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(at);
}

/** Query of `GET /api/likes-page.php`: a tab, and the cursor of the page before (none: the newest). */
export const likesPageQuerySchema = z.object({
  type: z.enum(LIKES_TYPES),
  before: z
    .string()
    .regex(LIKES_CURSOR, { message: 'invalidValue' })
    .refine(isRealMoment, { message: 'invalidValue' })
    .optional(),
});
export type LikesPageQuery = z.infer<typeof likesPageQuerySchema>;

/** A card of the likes page: the profile with its like entry's flags. */
export const likeCardSchema = profileCardSchema
  .extend({ like_new: z.boolean(), match: z.boolean() })
  .meta({ id: 'LikeCard' });
export type LikeCard = z.infer<typeof likeCardSchema>;

/** A page of a likes tab, newest first; `next` is the cursor of the following page (null: the last). */
export const likesPageResponseSchema = z
  .object({ profiles: z.array(likeCardSchema), next: z.string().nullable() })
  .meta({ id: 'LikesPageResponse' });
export type LikesPageResponse = z.infer<typeof likesPageResponseSchema>;

/** Where a like was given (statistics). */
export const LIKE_SOURCES = ['profile', 'search', 'match_finder'] as const;
export type LikeSource = (typeof LIKE_SOURCES)[number];

export const likeRequestSchema = z.object({
  id: z.number().int().positive(),
  source: z.enum(LIKE_SOURCES).optional(),
});
export const likeResultSchema = z.object({
  liked: z.boolean(),
  /** The like made a match: both members like each other. */
  match: z.boolean(),
  profile: profileCardSchema,
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/** A few lines about the profile behind a link (the member landing pages), as far as the site shows them. */
export const memberCardDetailsSchema = memberProfileSchema.pick({
  reason: true,
  relationship_status: true,
  body_type: true,
  hair_colour: true,
  eye_colour: true,
  interests: true,
});
export type MemberCardDetails = z.infer<typeof memberCardDetailsSchema>;
export const memberCardResponseSchema = z.object({
  profile: profileCardSchema,
  details: memberCardDetailsSchema,
});
export const autoLikeResponseSchema = z.object({ profile: profileCardSchema.nullable() });

export const swipeCardsResponseSchema = z.object({
  cards: z.array(profileCardSchema),
  likes_left: z.number().int(),
  /** When the next swipe like is possible again, while none are left. */
  next_like_at: z.string().nullable(),
});
export type SwipeCardsResponse = z.infer<typeof swipeCardsResponseSchema>;
export const swipeRequestSchema = z.object({ id: z.number().int().positive(), like: z.boolean() });
export const swipeResultSchema = swipeCardsResponseSchema
  .omit({ cards: true })
  .extend({ match: z.boolean() });

export const matchFinderEntrySchema = profileCardSchema.extend({
  score: z.number().int().min(0).max(100),
  shared_interests: z.array(z.enum(INTEREST_KEYS)),
});
export type MatchFinderEntry = z.infer<typeof matchFinderEntrySchema>;
export const matchFinderResponseSchema = z.object({ matches: z.array(matchFinderEntrySchema) });

export const blockRequestSchema = z.object({ id: z.number().int().positive() });
export const blockedResponseSchema = z.object({ blocked: z.array(profileCardSchema) });

export const COMPLAINT_KINDS = ['profile', 'problem'] as const;
export const COMPLAINT_REASONS = {
  profile: ['fake', 'offensive', 'spam', 'underage', 'harassment', 'other'],
  problem: ['payment', 'technical', 'account', 'privacy', 'other'],
} as const;

const complaintFields = z.object({
  kind: z.enum(COMPLAINT_KINDS),
  reason: text().min(1, { message: 'required' }),
  profile_id: z.number().int().positive().optional(),
  message: text()
    .trim()
    .min(10, { message: 'complaintTooShort' })
    .max(COMPLAINT_MESSAGE_MAX, { message: 'tooLong' }),
  /** Needed from visitors, so the support team can answer. */
  email: text()
    .pipe(z.email({ message: 'invalidEmail' }).max(254))
    .optional(),
});

type ComplaintFields = z.infer<typeof complaintFields>;
const reasonFitsKind = (c: ComplaintFields) =>
  (COMPLAINT_REASONS[c.kind] as readonly string[]).includes(c.reason);

export const complaintSchema = complaintFields
  .refine(reasonFitsKind, { message: 'invalidValue', path: ['reason'] })
  .refine((c) => c.kind !== 'profile' || c.profile_id !== undefined, {
    message: 'required',
    path: ['profile_id'],
  });

/** The form of a visitor: the same, with the e-mail address required (checked beside the other fields). */
export const visitorComplaintSchema = complaintFields
  .extend({
    email: text({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidEmail') }).pipe(
      z.email({ message: 'invalidEmail' }).max(254, { message: 'invalidEmail' }),
    ),
  })
  .refine(reasonFitsKind, { message: 'invalidValue', path: ['reason'] });
export type ComplaintInput = z.infer<typeof complaintSchema>;

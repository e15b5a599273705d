import { z } from 'zod';
import { isSupportedCountry } from '../countries.ts';
import { NICHE_KEYS } from '../landers/audiences.ts';
import { GENDERS } from '../profile-values.ts';
import { profileCardSchema } from './discovery.ts';
import { text } from './text.ts';

/** Most profiles one lander call answers. */
export const LANDER_PROFILES_MAX = 24;

/**
 * Query of the lander calls: the lander's slug (unknown ones fall back to the site's niche), the
 * visitor's country (its profiles first), how many, and `trafficsource=1` as in the search query.
 */
export const landerQuerySchema = z.object({
  slug: text()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/)
    .optional(),
  country: text().refine(isSupportedCountry, { message: 'invalidValue' }).optional(),
  limit: z.coerce.number().int().min(1).max(LANDER_PROFILES_MAX).catch(LANDER_PROFILES_MAX).optional(),
  trafficsource: z.enum(['1']).optional(),
});
export type LanderQuery = z.infer<typeof landerQuerySchema>;

export const landerAudienceSchema = z.object({
  niche: z.number().int(),
  key: z.enum(NICHE_KEYS),
  gender: z.enum(GENDERS),
  /** The slug this lander speaks for (`landingSlug` of the audience in the language it names). */
  slug: z.string(),
});

export const landerProfilesResponseSchema = z
  .object({
    audience: landerAudienceSchema,
    /** Profiles with a public photo, of the sought gender, online and recently active first. */
    profiles: z.array(profileCardSchema),
  })
  .meta({ id: 'LanderProfiles' });
export type LanderProfilesResponse = z.infer<typeof landerProfilesResponseSchema>;

/** `maplanding`: the outline of a country drawn on the server, with profiles placed where they live. */
export const landerMapResponseSchema = z
  .object({
    audience: landerAudienceSchema,
    country: z.string(),
    width: z.number(),
    height: z.number(),
    /** SVG path data of the country's outline, in a `0 0 width height` view box. */
    outline: z.string(),
    pins: z.array(z.object({ profile: profileCardSchema, x: z.number(), y: z.number() })),
  })
  .meta({ id: 'LanderMap' });
export type LanderMapResponse = z.infer<typeof landerMapResponseSchema>;

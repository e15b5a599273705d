import { z } from 'zod';
import { NAME_MAX } from '../constants.ts';
import { COUNTRY_REGIONS, isSupportedCountry } from '../countries.ts';
import { INTEREST_KEYS } from '../interests.ts';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  JOIN_REASONS,
  MAX_INTERESTS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '../profile-values.ts';
import { dateOfBirthSchema } from './account.ts';
import { text } from './text.ts';

/** The member's own profile attributes (spec section 3), as they read and change them. */
export const ownProfileSchema = z
  .object({
    name: z.string(),
    date_of_birth: z.string(),
    gender: z.enum(GENDERS).nullable(),
    sexuality: z.enum(SEXUALITIES).nullable(),
    country: z.string().nullable(),
    region: z.string().nullable(),
    city: z.string().nullable(),
    reason: z.enum(JOIN_REASONS).nullable(),
    hair_colour: z.enum(HAIR_COLOURS).nullable(),
    eye_colour: z.enum(EYE_COLOURS).nullable(),
    body_type: z.enum(BODY_TYPES).nullable(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
    tattoos: z.boolean().nullable(),
    interests: z.array(z.enum(INTEREST_KEYS)),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;
export const ownProfileResponseSchema = z.object({ profile: ownProfileSchema });

/** A change to some of the attributes; a region must belong to the country it is given with. */
export const profileUpdateSchema = z
  .object({
    name: text()
      .trim()
      .min(1, { message: 'required' })
      .max(NAME_MAX, { message: 'tooLong' })
      .refine((v) => !v.startsWith('@'), { message: 'nameStartsWithAt' })
      .optional(),
    date_of_birth: dateOfBirthSchema.optional(),
    gender: z.enum(GENDERS).optional(),
    sexuality: z.enum(SEXUALITIES).optional(),
    country: text().refine(isSupportedCountry, { message: 'invalidValue' }).optional(),
    region: text().max(10).nullable().optional(),
    city: text().trim().max(80, { message: 'tooLong' }).nullable().optional(),
    reason: z.enum(JOIN_REASONS).optional(),
    hair_colour: z.enum(HAIR_COLOURS).optional(),
    eye_colour: z.enum(EYE_COLOURS).optional(),
    body_type: z.enum(BODY_TYPES).optional(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).optional(),
    tattoos: z.boolean().optional(),
    interests: z.array(z.enum(INTEREST_KEYS)).max(MAX_INTERESTS).optional(),
  })
  .refine(
    (v) =>
      v.region == null ||
      (v.country !== undefined && COUNTRY_REGIONS[v.country]?.regions.some((r) => r.code === v.region)),
    { message: 'invalidValue', path: ['region'] },
  )
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /api/geocode.php: the nearest place to a position, or false when none is known. */
export const geocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const geocodeResultSchema = z.object({
  city: z.string(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const geocodeResponseSchema = z.object({ geocode: z.union([geocodeResultSchema, z.literal(false)]) });

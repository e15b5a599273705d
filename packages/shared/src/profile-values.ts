/**
 * The values of the profile attributes, without their zod schemas (schemas/profile.ts): pages that only
 * need a list (search filters, cards) then load no zod.
 */
export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const RELATIONSHIP_STATUSES = [
  'single',
  'unmarried',
  'living_together',
  'married',
  'divorced',
  'widowed',
] as const;
export const HAIR_COLOURS = ['black', 'brown', 'blond', 'red', 'grey', 'other'] as const;
export const EYE_COLOURS = ['brown', 'blue', 'green', 'grey', 'hazel'] as const;
export const JOIN_REASONS = [
  'relationship',
  'friendship',
  'dating',
  'flirting',
  'chatting',
  'adventure',
] as const;
export const MAX_INTERESTS = 20;

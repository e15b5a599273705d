import { LOCALES, type Locale } from '../locales.ts';
import type { BODY_TYPES, GENDERS, SEXUALITIES } from '../profile-values.ts';
import { NICHE_PREFIXES } from '../site-rules.ts';

/** The audience of each niche (settings.niche 1-7, spec section 1), in the order of the slug prefixes. */
export const NICHE_KEYS = ['plain', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;
export type NicheKey = (typeof NICHE_KEYS)[number];

/** Which profiles a lander of a niche shows: the gender the visitor seeks, and what the niche promises. */
export interface LanderAudience {
  niche: number;
  key: NicheKey;
  gender: (typeof GENDERS)[number];
  /** Sexualities of profiles that would meet the visitor. */
  sexualities: readonly (typeof SEXUALITIES)[number][];
  minAge: number;
  maxAge: number;
  bodyType?: (typeof BODY_TYPES)[number];
}

const SEEKING_MEN = ['hetero', 'bi'] as const;
const audience = (niche: number, rest: Omit<LanderAudience, 'niche' | 'key'>): LanderAudience => ({
  niche,
  key: NICHE_KEYS[niche - 1]!,
  ...rest,
});

/**
 * Landers speak to the visitor an operator's campaign brings: men looking for women on every niche
 * but `gay-`, which shows men looking for men. The niche narrows who is shown (ages, body type).
 */
export const LANDER_AUDIENCES: Record<number, LanderAudience> = {
  1: audience(1, { gender: 'female', sexualities: SEEKING_MEN, minAge: 18, maxAge: 99 }),
  2: audience(2, { gender: 'female', sexualities: SEEKING_MEN, minAge: 18, maxAge: 99 }),
  3: audience(3, { gender: 'female', sexualities: SEEKING_MEN, minAge: 18, maxAge: 99 }),
  4: audience(4, { gender: 'female', sexualities: SEEKING_MEN, minAge: 18, maxAge: 99, bodyType: 'fat' }),
  5: audience(5, { gender: 'female', sexualities: SEEKING_MEN, minAge: 58, maxAge: 99 }),
  6: audience(6, { gender: 'female', sexualities: SEEKING_MEN, minAge: 35, maxAge: 55 }),
  7: audience(7, { gender: 'male', sexualities: ['gay', 'bi'], minAge: 18, maxAge: 99 }),
};

/** A landing slug read back: its niche (1-7) and language; null for a slug that is neither. */
export function parseLandingSlug(slug: string): { niche: number; language: Locale } | null {
  const match = /^([a-z]+-)?([a-z]{2})$/.exec(slug.toLowerCase());
  if (!match) return null;
  const niche = NICHE_PREFIXES.indexOf((match[1] ?? '') as (typeof NICHE_PREFIXES)[number]) + 1;
  const language = match[2] as Locale;
  if (niche === 0 || !LOCALES.includes(language)) return null;
  return { niche, language };
}

/** The audience of a lander: its slug's niche, or the site's own for no slug or an unknown one. */
export function landerAudience(slug: string | undefined, siteNiche: number): LanderAudience {
  const parsed = slug ? parseLandingSlug(slug) : null;
  return LANDER_AUDIENCES[parsed?.niche ?? siteNiche] ?? LANDER_AUDIENCES[1]!;
}

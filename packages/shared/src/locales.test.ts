import { describe, expect, it } from 'vitest';
import { initialLocale, LOCALES, visibleLocales } from './locales.ts';
import { cleanPhone, landingSlug, termsVersionDate } from './site-rules.ts';

describe('initialLocale', () => {
  it('prefers a supported locale cookie', () => {
    expect(initialLocale('fr', 'nl-NL')).toBe('fr');
  });
  it('uses the first two letters of the site language otherwise', () => {
    expect(initialLocale(null, 'de-DE')).toBe('de');
    expect(initialLocale('xx', 'nb-NO')).toBe('nb');
  });
  it('falls back to en for an unsupported site language', () => {
    expect(initialLocale(undefined, 'pt-BR')).toBe('en');
  });
});

describe('visibleLocales', () => {
  it('shows the languages of the visitor country', () => {
    expect(visibleLocales('BE')).toEqual(['nl', 'fr', 'de']);
    expect(visibleLocales('ch')).toEqual(['de', 'it', 'fr', 'en']);
    expect(visibleLocales('FI')).toEqual(['fi', 'sv']);
  });
  it('always includes the current language', () => {
    expect(visibleLocales('NL', 'en')).toEqual(['nl', 'en']);
  });
  it('shows every language to visitors from elsewhere or unknown', () => {
    expect(visibleLocales('BR')).toEqual([...LOCALES]);
    expect(visibleLocales(null)).toEqual([...LOCALES]);
  });
});

describe('site rules', () => {
  it('cleans dashes and spaces from the support phone', () => {
    expect(cleanPhone('020-123 45 67')).toBe('0201234567');
    expect(cleanPhone('+44 20 7946 0000')).toBe('+442079460000');
  });
  it('dates the terms 2023-12-01 12:00 UTC unless the company was added later', () => {
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2022-06-01T09:00:00Z').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2024-03-15T09:00:00Z').toISOString()).toBe('2024-03-15T09:00:00.000Z');
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
  it('builds the landing slug from niche and language', () => {
    expect(landingSlug(1, 'nl-NL')).toBe('nl');
    expect(landingSlug(2, 'de-DE')).toBe('she-de');
    expect(landingSlug(7, 'en-GB')).toBe('gay-en');
  });
});

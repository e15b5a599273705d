import { describe, expect, it } from 'vitest';
import { soughtGender } from '../discovery-rules.ts';
import { normaliseSearch, searchQuerySchema } from './discovery.ts';

const parse = (query: Record<string, string>) => normaliseSearch(searchQuerySchema.parse(query));

describe('search filters', () => {
  it('clamps ages and pages and swaps a reversed range', () => {
    expect(parse({ min_age: '5', max_age: '400', page: '0' })).toMatchObject({
      min_age: 18,
      max_age: 99,
      page: 1,
    });
    expect(parse({ min_age: '60', max_age: '30' })).toMatchObject({ min_age: 30, max_age: 60 });
    expect(parse({ min_age: 'x', page: 'y' })).toMatchObject({ min_age: 18, max_age: 99, page: 1 });
    expect(parse({ page: '100000' }).page).toBe(400);
  });

  it('refuses unknown values and a region of another country', () => {
    for (const bad of [
      { gender: 'x' },
      { country: 'XX' },
      { country: 'NL', countryregion: 'DE-BY' },
      { countryregion: 'NL-UT' },
    ]) {
      expect(searchQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(searchQuerySchema.safeParse({ country: 'NL', countryregion: 'NL-UT' }).success).toBe(true);
  });
});

describe('sought gender', () => {
  it('follows gender and sexuality', () => {
    expect(soughtGender('male', 'hetero')).toBe('female');
    expect(soughtGender('female', 'hetero')).toBe('male');
    expect(soughtGender('male', 'gay')).toBe('male');
    expect(soughtGender('female', 'lesbian')).toBe('female');
    expect(soughtGender('female', 'bi')).toBeUndefined();
    expect(soughtGender(null, null)).toBeUndefined();
  });
});

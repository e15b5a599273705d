import { describe, expect, it } from 'vitest';
import { landingSlug } from '../site-rules.ts';
import { LANDER_AUDIENCES, landerAudience, parseLandingSlug } from './audiences.ts';

describe('landing slugs', () => {
  it('reads back every slug landingSlug makes', () => {
    for (let niche = 1; niche <= 7; niche++) {
      expect(parseLandingSlug(landingSlug(niche, 'de-DE'))).toEqual({ niche, language: 'de' });
    }
  });

  it('refuses unknown prefixes and languages', () => {
    expect(parseLandingSlug('foo-nl')).toBeNull();
    expect(parseLandingSlug('gay-xx')).toBeNull();
    expect(parseLandingSlug('summer-sale')).toBeNull();
  });

  it('falls back to the site niche for no slug or an unknown one', () => {
    expect(landerAudience(undefined, 7).key).toBe('gay');
    expect(landerAudience('whatever', 2).key).toBe('she');
    expect(landerAudience('gay-en', 1)).toMatchObject({ key: 'gay', gender: 'male' });
    expect(landerAudience('bbw-nl', 7)).toMatchObject({ gender: 'female', bodyType: 'fat' });
  });

  it('has an audience for every niche', () => {
    expect(Object.keys(LANDER_AUDIENCES)).toHaveLength(7);
  });
});

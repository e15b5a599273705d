import { describe, expect, it } from 'vitest';
import { matchScore } from './match-finder.service.ts';

const now = new Date('2026-06-01T00:00:00Z');
const me = {
  region: 'NL-UT',
  country: 'NL',
  date_of_birth: '1990-01-01',
  reason: 'relationship',
  interests: ['music', 'travelling', 'cooking'],
};

describe('match score', () => {
  it('is 100 for the same interests, region, age and reason', () => {
    expect(matchScore(me, me, now)).toEqual({ score: 100, shared: ['music', 'travelling', 'cooking'] });
  });

  it('weighs interests, then place, age and reason', () => {
    const stranger = {
      region: 'BE-VAN',
      country: 'BE',
      date_of_birth: '1960-01-01',
      reason: 'adventure',
      interests: [],
    };
    expect(matchScore(me, stranger, now).score).toBe(0);
    expect(matchScore(me, { ...stranger, country: 'NL', region: 'NL-GR' }, now).score).toBe(10);
    expect(matchScore(me, { ...stranger, region: 'NL-UT' }, now).score).toBe(25);
    expect(matchScore(me, { ...stranger, interests: ['music'] }, now)).toEqual({
      score: 13,
      shared: ['music'],
    });
    expect(matchScore(me, { ...stranger, date_of_birth: '1995-01-01' }, now).score).toBe(13);
  });
});

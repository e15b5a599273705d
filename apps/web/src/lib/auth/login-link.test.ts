import { describe, expect, it } from 'vitest';
import { afterLogin } from './login-link.ts';

describe('afterLogin', () => {
  it('goes back to a page of this site', () => {
    expect(afterLogin('/likes/given')).toBe('/likes/given');
    expect(afterLogin('/members?age_min=30&page=2')).toBe('/members?age_min=30&page=2');
  });

  it('goes to the members for anything else: none, another host, the login page itself', () => {
    for (const next of [
      null,
      '',
      'likes',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/login?next=/likes',
    ])
      expect(afterLogin(next)).toBe('/members');
  });
});

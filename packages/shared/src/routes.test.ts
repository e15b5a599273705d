import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from './routes.ts';

describe('matchRoute', () => {
  it('finds every route by name with its parameters', () => {
    expect(matchRoute('/')?.route.name).toBe('index');
    expect(matchRoute('/members/12')).toEqual({
      route: expect.objectContaining({ name: 'members-id' }),
      params: { id: '12' },
    });
    expect(matchRoute('/likes/m/7')?.route.name).toBe('likes-m-id');
    expect(matchRoute('/likes/given')?.params).toEqual({ type: 'given' });
    expect(matchRoute('/credits/repeat-order')?.route.name).toBe('credits-repeat-order');
    expect(matchRoute('/credits/3')?.params).toEqual({ id: '3', paymentmethod: undefined });
    expect(matchRoute('/credits/3/ideal')?.params).toEqual({ id: '3', paymentmethod: 'ideal' });
    expect(matchRoute('/transactions')?.route.name).toBe('transactions-id');
    expect(matchRoute('/transactions/99')?.params.id).toBe('99');
    expect(matchRoute('/members/5/landing2')?.route.name).toBe('members-id-landing2-slug');
    expect(matchRoute('/members/5/landing3/she-de')?.params).toEqual({ id: '5', slug: 'she-de' });
    expect(matchRoute('/landers/tinderswipe')?.route.name).toBe('landers-tinderswipe');
    expect(matchRoute('/landers/video/gay-en')?.params).toEqual({ lander: 'video', slug: 'gay-en' });
    expect(matchRoute('/pages/return-policy')?.route.name).toBe('pages-return-policy');
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/members/')?.route.name).toBe('members');
  });

  it('matches nothing for unknown paths and bad parameters', () => {
    for (const p of [
      '/nope',
      '/members/abc',
      '/members/0',
      '/likes/other',
      '/credits/1/bitcoin',
      '/pages/x',
      '/landers/other',
    ]) {
      expect(matchRoute(p), p).toBeNull();
    }
  });

  it('has unique names and one of the four layouts on every route', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(['default', 'chat', 'lander', 'empty']).toContain(r.layout);
  });
});

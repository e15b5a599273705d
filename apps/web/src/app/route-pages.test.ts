import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANDER_DESIGNS, ROUTES } from '@amoret/shared';
import { describe, expect, it } from 'vitest';

describe('the route table', () => {
  it('names a page module that exists and that the router loads (*-page.tsx) for every route', () => {
    const src = path.join(import.meta.dirname, '..');
    const missing = ROUTES.filter((route) => !existsSync(path.join(src, route.page))).map((r) => r.page);
    expect(missing).toEqual([]);
    expect(ROUTES.filter((route) => !route.page.endsWith('-page.tsx')).map((r) => r.name)).toEqual([]);
  });

  it('names a design module that exists for every lander design', () => {
    const src = path.join(import.meta.dirname, '..');
    const missing = Object.values(LANDER_DESIGNS).filter((file) => !existsSync(path.join(src, file)));
    expect(missing).toEqual([]);
  });
});

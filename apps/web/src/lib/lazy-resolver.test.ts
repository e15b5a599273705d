import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { email: string };
const refuseEmpty: Resolver<Values> = async (values) =>
  values.email
    ? { values, errors: {} as Record<string, never> }
    : { values: {} as Record<string, never>, errors: { email: { type: 'required', message: 'required' } } };
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('lazyResolver', () => {
  it('loads the checks once, at the first check or the preload, and answers as they do', async () => {
    let loads = 0;
    const { resolver, preload } = lazyResolver(async () => {
      loads++;
      return refuseEmpty;
    });
    preload();
    expect((await resolver({ email: '' }, undefined, options)).errors).toMatchObject({
      email: { message: 'required' },
    });
    expect((await resolver({ email: 'a@b.nl' }, undefined, options)).errors).toEqual({});
    expect(loads).toBe(1);
  });

  it('lets the values go to the server unchecked when the load fails, and tries again next time', async () => {
    let fail = true;
    const { resolver } = lazyResolver(async () => {
      if (fail) throw new Error('offline');
      return refuseEmpty;
    });
    expect(await resolver({ email: '' }, undefined, options)).toEqual({ values: { email: '' }, errors: {} });
    fail = false;
    expect((await resolver({ email: '' }, undefined, options)).errors).toMatchObject({ email: {} });
  });
});

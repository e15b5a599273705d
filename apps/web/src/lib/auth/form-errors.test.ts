import { readFileSync } from 'node:fs';
import { complaintSchema, profileUpdateSchema, signupRequestSchema } from '@amoret/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { translator as makeTranslator } from '../translate.ts';
import { fieldErrorText } from './form-errors.ts';

const bundle = (lang: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../packages/shared/locales/${lang}/common.json`, import.meta.url),
      'utf8',
    ),
  );

async function translator(lang: string) {
  return makeTranslator({ common: bundle(lang) }, lang);
}

/** The form's error for one field, as react-hook-form gets it from the shared schema. */
async function formError(schema: Parameters<typeof zodResolver>[0], values: object, field: string) {
  const resolve = zodResolver(schema as never);
  const result = await resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return (result.errors as Record<string, FieldError | Record<string, FieldError>>)[field];
}

describe('a NUL character typed or pasted into a form', () => {
  it('is shown beside its field, in the member language, by the same shared schemas', async () => {
    const [nl, en] = [await translator('nl'), await translator('en')];
    const signup = await formError(
      signupRequestSchema,
      { email: 'a@example.com', name: 'An\u0000na', password: 'correct horse', date_of_birth: '1990-01-01' },
      'name',
    );
    expect(fieldErrorText(nl, 'name', signup as FieldError)).toBe(bundle('nl').validation.invalidCharacters);
    expect(fieldErrorText(en, 'name', signup as FieldError)).toBe(bundle('en').validation.invalidCharacters);

    const complaint = await formError(
      complaintSchema,
      { kind: 'problem', reason: 'technical', message: 'Broken \u0000 page here' },
      'message',
    );
    expect(fieldErrorText(nl, 'message', complaint as FieldError)).toBe(
      bundle('nl').validation.invalidCharacters,
    );

    const city = await formError(profileUpdateSchema, { country: 'NL', city: 'Ut\u0000recht' }, 'city');
    expect(fieldErrorText(en, 'city', city as FieldError)).toBe(bundle('en').validation.invalidCharacters);
  });
});

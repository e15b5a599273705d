import { MIN_AGE, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@amoret/shared';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Text of a field error: schema messages are validation keys; server messages come translated. */
export function fieldErrorText(
  t: TFunction,
  field: string,
  error: FieldError | undefined,
): string | undefined {
  if (!error?.message) return undefined;
  const max = field === 'name' ? NAME_MAX : PASSWORD_MAX;
  return error.type === 'server'
    ? error.message
    : t(`validation.${error.message}`, {
        min_age: MIN_AGE,
        min: PASSWORD_MIN,
        max,
        defaultValue: error.message,
      });
}

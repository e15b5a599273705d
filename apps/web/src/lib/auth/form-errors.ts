import { validationVars } from '@amoret/shared';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../http-client.ts';
import type { TFunction } from '../translate.ts';

/** Text of a field error: schema messages are validation keys; server messages come translated. */
export function fieldErrorText(
  t: TFunction,
  field: string,
  error: FieldError | undefined,
  max?: number,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server'
    ? error.message
    : t(`validation.${error.message}`, { ...validationVars(field, max), defaultValue: error.message });
}

/**
 * Puts a server refusal on the form: field messages beside their fields. Returns the error when it
 * concerns no field (to show as one alert); anything but an API answer is rethrown.
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): ApiError | null {
  if (!(error instanceof ApiError)) throw error;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    setError(field as Path<T>, { type: 'server', message });
  }
  return error.fields ? null : error;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyApiError } from '../../lib/auth/form-errors.ts';
import { http } from '../../lib/http-client.ts';

/**
 * A settings form: the shared schema validates in the browser, the server's field messages land
 * beside their fields, and anything else becomes one alert. `done` holds the last success.
 */
export function useSettingsForm<T extends FieldValues>(
  schema: z.ZodType,
  url: string,
  method: 'POST' | 'PUT' = 'POST',
) {
  const form = useForm<T>({ resolver: zodResolver(schema as never) as never });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<T | null>(null);

  const submit = (onSuccess?: (values: T, response: unknown) => void) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      setDone(null);
      try {
        const response = await http.request(url, { method, body: values });
        setDone(values);
        form.reset();
        onSuccess?.(values, response);
      } catch (error) {
        setFailure(applyApiError(error, form.setError)?.message ?? null);
      }
    });

  return { form, failure, done, submit };
}

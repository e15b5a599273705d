import type { Endpoint, EndpointBody, EndpointResponse, Route } from '@amoret/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { applyApiError } from '../../lib/auth/form-errors.ts';

/** A call whose body is the form. */
type FormEndpoint = Endpoint & { body: z.ZodType };

/**
 * A settings form for one call: the entry's body schema (passed along, so only the settings page
 * loads it) validates in the browser, the server's field messages land beside their fields, and
 * anything else becomes one alert. `done` holds the last success.
 */
export function useSettingsForm<E extends FormEndpoint>(route: Route<E>, bodySchema: E['body']) {
  type Values = EndpointBody<E> & FieldValues;
  const form = useForm<Values>({ resolver: zodResolver(bodySchema as never) as never });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Values | null>(null);

  const submit = (onSuccess?: (values: Values, response: EndpointResponse<E>) => void) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      setDone(null);
      try {
        const response = await api.call(route as Route<FormEndpoint>, { body: values } as never);
        setDone(values);
        form.reset();
        onSuccess?.(values, response as EndpointResponse<E>);
      } catch (error) {
        setFailure(applyApiError(error, form.setError)?.message ?? null);
      }
    });

  return { form, failure, done, submit };
}

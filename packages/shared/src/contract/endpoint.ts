import type { z } from 'zod';
import { errorResponseSchema } from '../schemas/common.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: what the server registers (validation, serialisation, OpenAPI) and what the
 * web client sends and parses, in one definition.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  /** OpenAPI grouping and one-line description. */
  readonly tags: readonly string[];
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Multipart form upload: no JSON body, and a client never repeats it behind the member's back. */
  readonly multipart?: true;
  /** JSON answer per status; none for a call that answers a redirect or a file. */
  readonly responses: { readonly [status: number]: z.ZodType };
  /** Called by other sites' servers or mail clients, which prove who they are without a cookie. */
  readonly crossSite?: 'allowed';
}

/**
 * The wire part of an entry (method, path, upload), typed with its whole entry: the web client infers
 * request and answer types from it without loading a single schema into the page.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly multipart?: true;
  /** Types only: the entry this route belongs to (never set). */
  readonly entry?: E;
}

/** `routes`' shape: the groups and names of `endpoints`, each a {@link Route} of its entry. */
export type Routes<T> = {
  readonly [G in keyof T]: { readonly [N in keyof T[G]]: T[G][N] extends Endpoint ? Route<T[G][N]> : never };
};

/** Keeps an entry's literal types (method, path, schemas) while checking it is an Endpoint. */
export const defineEndpoint = <const E extends Endpoint>(entry: E): E => entry;

/** `{400: errorResponseSchema, 403: ...}`: the error answers a call may give. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as never;
}

type SchemaAt<E, K extends 'query' | 'body'> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the client passes as the query (before the server's coercion). */
export type EndpointQuery<E extends Endpoint> =
  SchemaAt<E, 'query'> extends z.ZodType ? z.input<SchemaAt<E, 'query'>> : undefined;
/** What the client sends as the JSON body. */
export type EndpointBody<E extends Endpoint> =
  SchemaAt<E, 'body'> extends z.ZodType ? z.input<SchemaAt<E, 'body'>> : undefined;
/** The 200 answer. */
export type EndpointResponse<E extends Endpoint> = E['responses'] extends {
  readonly 200: infer S extends z.ZodType;
}
  ? z.output<S>
  : unknown;

import type { Endpoint } from '@amoret/shared';

type Field<E, K extends 'query' | 'body'> = E extends { readonly [P in K]: infer S } ? S : undefined;

/** The fastify schema of an entry, so the handler gets the typed query, body and reply. */
export interface EndpointSchema<E extends Endpoint> {
  querystring: Field<E, 'query'>;
  body: Field<E, 'body'>;
  response: E['responses'];
  tags: string[];
  summary: string;
}

/**
 * The route options of a contract entry: method, path, validation, serialisation and the OpenAPI
 * description all come from the entry, so server, web client and documentation cannot drift apart.
 * A route file adds its handler: `api.route({ ...endpointRoute(endpoints.likes.list), handler })`.
 */
export function endpointRoute<E extends Endpoint>(entry: E) {
  // Only what the entry has: a multipart upload has no body schema (the handler reads the parts),
  // and a redirect or a file has no JSON answer to serialise.
  const schema = {
    tags: [...entry.tags],
    summary: entry.summary,
    ...(entry.query && { querystring: entry.query }),
    ...(entry.body && { body: entry.body }),
    ...(Object.keys(entry.responses).length > 0 && { response: entry.responses }),
  } as EndpointSchema<E>;
  return {
    method: entry.method,
    url: entry.path,
    schema,
    ...(entry.crossSite && { config: { crossSite: entry.crossSite } }),
    // A GET has no body to decompress: @fastify/compress's preParsing hook need not run for it.
    ...(entry.method === 'GET' && { decompress: false as const }),
  };
}

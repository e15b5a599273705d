import { allEndpoints } from '@amoret/shared';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/test-app.ts';

const ctx = useTestServer();

/**
 * /api routes that are deliberately not contract entries: the OpenAPI document and its browsable
 * page, which @fastify/swagger-ui serves (they describe the contract, they are not part of it).
 */
const OUTSIDE_THE_CONTRACT = /^\/api\/docs(\/|$)/;

const key = (method: string, path: string) => `${method} ${path}`;

describe('endpoint contract', () => {
  it('has one entry per method and path', () => {
    const keys = allEndpoints.map((e) => key(e.method, e.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is exactly the set of /api routes the server registers', () => {
    const registered = ctx.server.app.routeList
      .filter((r) => r.url.startsWith('/api') && !OUTSIDE_THE_CONTRACT.test(r.url))
      // Fastify adds a HEAD twin to every GET by itself.
      .filter((r) => r.method !== 'HEAD')
      .map((r) => key(r.method, r.url));
    const contract = allEndpoints.map((e) => key(e.method, e.path));
    expect(registered.sort()).toEqual(contract.sort());
  });

  it('registers the docs routes it leaves out, so the exception is not hiding a typo', () => {
    const docs = ctx.server.app.routeList.filter((r) => OUTSIDE_THE_CONTRACT.test(r.url));
    expect(docs.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/docs', '/api/docs/json']));
  });

  it('documents every entry in the OpenAPI document with its summary', async () => {
    const document = await (await fetch(`${ctx.server.url}/api/docs/json`)).json();
    for (const entry of allEndpoints) {
      const operation = document.paths[entry.path]?.[entry.method.toLowerCase()];
      expect(operation, key(entry.method, entry.path)).toBeDefined();
      expect(operation.summary).toBe(entry.summary);
      expect(operation.tags).toEqual(entry.tags);
    }
  });
});

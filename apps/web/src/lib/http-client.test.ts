import { describe, expect, it } from 'vitest';
import { ApiError, createHttpClient } from './http-client.ts';

function scripted(answers: (Response | Error)[]) {
  const calls: string[] = [];
  const fetch = async (url: string | URL | Request) => {
    calls.push(String(url));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('http client', () => {
  it('retries network errors and 5xx with doubling delays, then succeeds', async () => {
    const delays: number[] = [];
    const { calls, fetch } = scripted([
      new TypeError('network'),
      json(502, {}),
      json(503, {}),
      json(200, { ok: 1 }),
    ]);
    const client = createHttpClient({ fetch, baseDelayMs: 100, sleep: async (ms) => void delays.push(ms) });
    expect(await client.send('/api/x.php')).toEqual({ ok: 1 });
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([100, 200, 400]);
  });

  it('gives up after 5 retries', async () => {
    const { calls, fetch } = scripted(
      Array.from({ length: 6 }, () => json(500, { error: 'generic', message: 'boom' })),
    );
    const client = createHttpClient({ fetch, sleep: async () => undefined });
    await expect(client.send('/api/x.php')).rejects.toMatchObject({ status: 500, key: 'generic' });
    expect(calls).toHaveLength(6);
  });

  it('never retries a 5xx the server gave its own reason for (the payment provider is down)', async () => {
    const { calls, fetch } = scripted([
      json(503, { error: 'paymentProviderUnavailable', message: 'Later' }),
      json(200, {}),
    ]);
    const client = createHttpClient({ fetch, sleep: async () => undefined });
    await expect(client.send('/api/order.php', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 503,
      key: 'paymentProviderUnavailable',
    });
    expect(calls).toHaveLength(1);
  });

  it('never retries a 4xx and passes its key, message and fields on', async () => {
    const { calls, fetch } = scripted([
      json(400, { error: 'badRequest', message: 'Nee', fields: { a: 'b' } }),
    ]);
    const client = createHttpClient({ fetch, sleep: async () => undefined });
    const error = await client.send('/api/x.php').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, key: 'badRequest', message: 'Nee', fields: { a: 'b' } });
    expect(calls).toHaveLength(1);
  });

  it('adds the default query and the call query to the URL', async () => {
    const { calls, fetch } = scripted([json(200, {})]);
    const client = createHttpClient({ fetch, defaultQuery: () => ({ _force_domain: 'example.com' }) });
    await client.send('/api/settings.php', { query: { t: 5, skip: undefined } });
    expect(calls[0]).toBe('/api/settings.php?_force_domain=example.com&t=5');
  });
});

describe('authentication_required', () => {
  it('reports a 403 authentication_required from any call but user.php', async () => {
    let reported = 0;
    const answer = () => json(403, { error: 'authentication_required', message: 'Log in' });
    const { fetch } = scripted([answer(), answer()]);
    const client = createHttpClient({ fetch, onAuthenticationRequired: () => void reported++ });
    await expect(client.send('/api/chats.php')).rejects.toMatchObject({ status: 403 });
    expect(reported).toBe(1);
    await expect(client.send('/api/user.php')).rejects.toMatchObject({ status: 403 });
    expect(reported).toBe(1);
  });
});

import { routes } from '@amoret/shared';
import { describe, expect, it } from 'vitest';
import { ContractMismatchError, createApiClient } from './api-client.ts';
import { ApiError } from './http-client.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function scripted(answers: (Response | Error)[]) {
  const sent: Sent[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const noWait = async () => undefined;

describe('api client', () => {
  it("sends the entry's method, path, query and JSON body", async () => {
    const { sent, fetch } = scripted([json(200, { ok: true })]);
    const api = createApiClient({ fetch, defaultQuery: () => ({ _force_domain: 'example.com' }) });
    await api.call(routes.blocks.unblock, { body: { id: 7 } });
    expect(sent[0]!.url).toBe('/api/blocks.php?_force_domain=example.com');
    expect(sent[0]!.init.method).toBe('DELETE');
    expect(sent[0]!.init.body).toBe('{"id":7}');
    expect(sent[0]!.init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('checks the answer against the entry when asked to, and returns it as sent', async () => {
    const answer = { ok: true, logged_out: false };
    const { fetch } = scripted([json(200, answer), json(200, { ok: true })]);
    const api = createApiClient({ fetch, validateResponses: true });
    expect(await api.call(routes.accounts.logout)).toEqual(answer);
    const error = await api.call(routes.accounts.logout).catch((e) => e);
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error.message).toContain('POST /api/logout.php');
  });

  it('checks answers by default in tests (import.meta.env.MODE), not when switched off', async () => {
    const { fetch } = scripted([json(200, { wrong: 1 }), json(200, { wrong: 1 })]);
    await expect(createApiClient({ fetch }).call(routes.likes.list)).rejects.toBeInstanceOf(
      ContractMismatchError,
    );
    expect(await createApiClient({ fetch, validateResponses: false }).call(routes.likes.list)).toEqual({
      wrong: 1,
    });
  });

  it('passes errors on as ApiError with key, message and fields, never checking them as answers', async () => {
    const { fetch } = scripted([
      json(409, { error: 'emailTaken', message: 'Bezet', fields: { email: 'x' } }),
    ]);
    const api = createApiClient({ fetch, sleep: noWait });
    const error = await api
      .call(routes.accounts.login, { body: { email: 'a@b.nl', password: 'p' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, key: 'emailTaken', message: 'Bezet', fields: { email: 'x' } });
  });

  it('retries 5xx and network errors five times with doubling delays', async () => {
    const delays: number[] = [];
    const { sent, fetch } = scripted([
      new TypeError('network'),
      json(500, {}),
      json(502, {}),
      json(503, {}),
      json(504, {}),
      json(200, { profile: null }),
    ]);
    const api = createApiClient({ fetch, baseDelayMs: 10, sleep: async (ms) => void delays.push(ms) });
    expect(await api.call(routes.likes.autoLike)).toEqual({ profile: null });
    expect(sent).toHaveLength(6);
    expect(delays).toEqual([10, 20, 40, 80, 160]);
  });

  it('sends an upload once, as multipart, without retrying it', async () => {
    const { sent, fetch } = scripted([json(503, { error: 'generic', message: 'later' })]);
    const api = createApiClient({ fetch, sleep: noWait });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.jpg');
    await expect(
      api.call(routes.photos.upload, { query: { private: '1' }, body: form }),
    ).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/photos.php?private=1');
    expect(sent[0]!.init.body).toBe(form);
    expect(sent[0]!.init.headers).not.toHaveProperty('content-type');
  });

  it('reports a 403 authentication_required so the app drops the member', async () => {
    let reported = 0;
    const { fetch } = scripted([json(403, { error: 'authentication_required', message: 'Log in' })]);
    const api = createApiClient({ fetch, onAuthenticationRequired: () => void reported++ });
    await expect(api.call(routes.likes.list)).rejects.toMatchObject({ status: 403 });
    expect(reported).toBe(1);
  });
});

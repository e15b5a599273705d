import { describe, expect, it } from 'vitest';

import { client } from '../../../../test/http.ts';
import { signUpMember, tokenFromText } from '../../../../test/members.ts';
import { useTestServer } from '../../../../test/test-app.ts';

const app = useTestServer();

/** The path of the newest activation link mailed to an address (by the file's server unless told). */
async function activationPath(email: string, db = app.server.db) {
  const mail = await db
    .selectFrom('mails')
    .select('text')
    .where('to_address', '=', email)
    .where('template', '=', 'activate')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return tokenFromText(mail.text, /https?:\/\/\S+\/api\/activate\.php\?token=[\w-]+/).path;
}

const usedAt = (email: string) =>
  app.server.db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select('account_tokens.used_at')
    .where('users.email', '=', email)
    .where('purpose', '=', 'activate')
    .orderBy('account_tokens.created_at')
    .execute();

describe('an activation link clicked again', () => {
  it('shows the member who is logged in the activated state', async () => {
    const member = await signUpMember(app.server.url);
    const path = await activationPath(member.email);
    expect((await member.browser.get(path)).headers.get('location')).toBe('/activate/done');
    const [first] = await usedAt(member.email);

    const again = await member.browser.get(path);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/activate/done');
    expect((await member.browser.get('/api/user.php')).json.user.status).toBe('confirmed');
    // Still used once: the second click neither re-activates nor renews anything.
    expect(await usedAt(member.email)).toEqual([first]);
  });

  it('sends a visitor, or another member, to the login page and logs nobody in', async () => {
    const member = await signUpMember(app.server.url);
    const other = await signUpMember(app.server.url);
    const path = await activationPath(member.email);
    await client(app.server.url).get(path);

    for (const browser of [client(app.server.url), other.browser]) {
      const again = await browser.get(path);
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe('/login?activated=1');
      expect(again.headers.getSetCookie()).toEqual([]);
    }
    expect((await other.browser.get('/api/user.php')).json.user.email).toBe(other.email);
  });

  it('treats an older link of an account activated through a newer one the same way', async () => {
    const member = await signUpMember(app.server.url);
    const older = await activationPath(member.email);
    expect((await member.browser.post('/api/activate.php')).status).toBe(200);
    const newer = await activationPath(member.email);
    expect(newer).not.toBe(older);
    expect((await member.browser.get(newer)).headers.get('location')).toBe('/activate/done');
    expect((await member.browser.get(older)).headers.get('location')).toBe('/activate/done');
    expect((await client(app.server.url).get(older)).headers.get('location')).toBe('/login?activated=1');
  });

  it('is still an error for unknown links and for accounts that are not active', async () => {
    expect((await client(app.server.url).get('/api/activate.php?token=forged')).headers.get('location')).toBe(
      '/activate/error',
    );
    const member = await signUpMember(app.server.url);
    const path = await activationPath(member.email);
    await member.browser.get(path);
    await app.server.db
      .updateTable('users')
      .set({ status: 'deleted' })
      .where('email', '=', member.email)
      .execute();
    expect((await client(app.server.url).get(path)).headers.get('location')).toBe('/activate/error');
  });
});

describe('an activation link, where the member cache does not wait for the database (as in production)', () => {
  const quick = useTestServer({ config: { memberCacheWaitsForChanges: false } });

  it('is seen by the very next request of the member: the page it leads to shows them confirmed', async () => {
    for (let i = 0; i < 5; i++) {
      const member = await signUpMember(quick.server.url, 'quick');
      // Cached unconfirmed by this request, as the signup page's next call would.
      expect((await member.browser.get('/api/user.php')).json.user.status).toBe('not_confirmed');
      const path = await activationPath(member.email, quick.server.db);
      expect((await member.browser.get(path)).headers.get('location')).toBe('/activate/done');
      expect((await member.browser.get('/api/user.php')).json.user.status).toBe('confirmed');
    }
  });

  it('forgets the member in the cache before the answer goes out, not when the database tells', async () => {
    const member = await signUpMember(quick.server.url, 'forgotten');
    const { id } = await quick.server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    const path = await activationPath(member.email, quick.server.db);
    const cache = quick.server.app.memberCache!;
    const forgotten: number[] = [];
    const forget = cache.forgetMember;
    // Noted as the route forgets (the database's notice comes by another connection, later).
    cache.forgetMember = (userId) => {
      forgotten.push(userId);
      forget(userId);
    };
    try {
      const answer = member.browser.get(path);
      expect((await answer).status).toBe(303);
      expect(forgotten).toContain(Number(id));
    } finally {
      cache.forgetMember = forget;
    }
  });
});

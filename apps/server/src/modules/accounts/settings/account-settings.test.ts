import { describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/clock.ts';

import { createSite } from '../../../../test/factories.ts';
import { client } from '../../../../test/http.ts';
import { signUpMember } from '../../../../test/members.ts';
import { solidJpeg, uploadPhoto } from '../../../../test/photos.ts';
import { useTestServer } from '../../../../test/test-app.ts';
import { withholdPhotosOfDeletedAccounts } from '../deletion/account-deletion.service.ts';
import { eraseExpiredAccounts } from '../deletion/account-erasure.ts';

const clock = testClock(new Date('2026-06-01T12:00:00Z'));
const OTHER_SITE = 'other-site.example';
const app = useTestServer({
  clock,
  config: { trustProxy: true },
  seed: (db) => createSite(db, { domain: OTHER_SITE }),
});

const member = () => signUpMember(app.server.url, 'settings');

async function linkIn(email: string, template: string, pattern: RegExp) {
  const mail = await app.server.db
    .selectFrom('mails')
    .select('text')
    .where('to_address', '=', email)
    .where('template', '=', template)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const url = new URL(pattern.exec(mail.text)![0]);
  return { token: url.searchParams.get('token')!, path: url.pathname + url.search };
}

describe('e-mail change', () => {
  it('changes the address only through the link mailed to the new address', async () => {
    const m = await member();
    const res = await m.browser.post('/api/mail-change.php', {
      email: 'New.Address@Example.com',
      password: m.password,
    });
    expect(res.status).toBe(200);
    expect((await m.browser.get('/api/user.php')).json.user.email).toBe(m.email);
    const { token } = await linkIn(
      'new.address@example.com',
      'change_email',
      /https?:\/\/\S+\/mail-change\/do\?token=[\w-]+/,
    );
    expect((await client(app.server.url).post('/api/mail-change-do.php', { token })).status).toBe(200);
    expect((await m.browser.get('/api/user.php')).json.user.email).toBe('new.address@example.com');
    const again = await client(app.server.url).post('/api/mail-change-do.php', { token });
    expect(again.json.error).toBe('linkExpired');
  });

  it('refuses an address in use, an invalid one and a wrong password', async () => {
    const a = await member();
    const b = await member();
    const taken = await a.browser.post('/api/mail-change.php', { email: b.email, password: a.password });
    expect(taken.json.fields.email).toBe('Dit e-mailadres heeft al een account op deze site.');
    const invalid = await a.browser.post('/api/mail-change.php', { email: 'nope', password: a.password });
    expect(invalid.json.fields.email).toBe('Nieuw e-mailadres invalide.');
    const wrong = await a.browser.post('/api/mail-change.php', {
      email: 'free@example.com',
      password: 'not it',
    });
    expect(wrong.json.fields.password).toBe('Controleer je oude wachtwoord.');
  });
});

describe('password change', () => {
  it('checks the old password and the repetition, then ends every other session', async () => {
    const m = await member();
    const other = client(app.server.url);
    await other.post('/api/user.php', { email: m.email, password: m.password });
    const wrongOld = await m.browser.post('/api/password.php', {
      old_password: 'nope',
      password: 'new secret one',
      password_confirm: 'new secret one',
    });
    expect(wrongOld.json.fields.old_password).toBe('Controleer je oude wachtwoord.');
    const differ = await m.browser.post('/api/password.php', {
      old_password: m.password,
      password: 'new secret one',
      password_confirm: 'new secret two',
    });
    expect(differ.json.fields.password_confirm).toBe('De opgegeven wachtwoorden zijn niet gelijk.');
    const ok = await m.browser.post('/api/password.php', {
      old_password: m.password,
      password: 'new secret one',
      password_confirm: 'new secret one',
    });
    expect(ok.status).toBe(200);
    expect((await m.browser.get('/api/user.php')).json.user).not.toBeNull();
    expect((await other.get('/api/user.php')).json.user).toBeNull();
    expect(
      (await client(app.server.url).post('/api/user.php', { email: m.email, password: 'new secret one' }))
        .status,
    ).toBe(200);
  });
});

describe('notifications and invisible mode', () => {
  it('switches categories off and on and invisible mode, refusing unknown categories', async () => {
    const m = await member();
    const res = await m.browser.put('/api/account-settings.php', {
      notifications_disabled: ['promotions', 'news'],
      invisible: true,
    });
    expect(res.json.user).toMatchObject({ notifications_disabled: ['promotions', 'news'], invisible: true });
    expect(
      (await m.browser.put('/api/account-settings.php', { notifications_disabled: ['spam'] })).status,
    ).toBe(400);
    const back = await m.browser.put('/api/account-settings.php', {
      notifications_disabled: [],
      invisible: false,
    });
    expect(back.json.user).toMatchObject({ notifications_disabled: [], invisible: false });
  });
});

describe('account deletion', () => {
  it('deletes with a grace period; logging in reactivates', async () => {
    const m = await member();
    expect(
      (await m.browser.post('/api/delete-account.php', { reason: 'found_partner', password: 'wrong' }))
        .status,
    ).toBe(400);
    const del = await m.browser.post('/api/delete-account.php', {
      reason: 'found_partner',
      password: m.password,
    });
    expect(del.status).toBe(200);
    expect((await m.browser.get('/api/user.php')).json.user).toBeNull();
    const signupAgain = await client(app.server.url).post('/api/signup.php', { ...m, browser: undefined });
    expect(signupAgain.json.error).toBe('deletedAccountNotFinal');
    clock.advance(13 * 86_400_000);
    const back = client(app.server.url);
    expect((await back.post('/api/user.php', { email: m.email, password: m.password })).status).toBe(200);
    expect((await back.get('/api/user.php')).json.user.status).toBe('not_confirmed');
    const reactivated = await app.server.db
      .selectFrom('mails')
      .select('template')
      .where('to_address', '=', m.email)
      .execute();
    expect(reactivated.map((r) => r.template)).toEqual(
      expect.arrayContaining(['account_deleted', 'account_reactivated']),
    );
  });

  it("takes the photos' public addresses away at once, and gives them new ones on return", async () => {
    const m = await member();
    const uploaded = await uploadPhoto(app.server.url, m.browser, await solidJpeg());
    expect(uploaded.status).toBe(200);
    const before = uploaded.json.photo as { url: string; thumb_url: string };
    expect(before.url).toMatch(/^\/uploads\//);
    const status = async (url: string) => (await fetch(`${app.server.url}${url}`)).status;
    expect(await status(before.url)).toBe(200);
    await m.browser.post('/api/delete-account.php', { reason: 'privacy', password: m.password });
    expect(await status(before.url)).toBe(404);
    expect(await status(before.thumb_url)).toBe(404);

    const back = client(app.server.url);
    expect((await back.post('/api/user.php', { email: m.email, password: m.password })).status).toBe(200);
    const [after] = (await back.get('/api/photos.php')).json.photos as { url: string; thumb_url: string }[];
    expect(after!.url).toMatch(/^\/uploads\//);
    expect(after!.url).not.toBe(before.url);
    expect(await status(after!.url)).toBe(200);
    expect(await status(after!.thumb_url)).toBe(200);
    expect(await status(before.url)).toBe(404);
  });

  it('withholds the photos of an account deleted before deleting did so (once, at start-up)', async () => {
    const m = await member();
    const uploaded = await uploadPhoto(app.server.url, m.browser, await solidJpeg());
    const { url } = uploaded.json.photo as { url: string };
    // As an account deleted by an earlier version left it: deleted, its photos still public.
    await app.server.db
      .updateTable('users')
      .set({ status: 'deleted' })
      .where('email', '=', m.email)
      .execute();
    expect((await fetch(`${app.server.url}${url}`)).status).toBe(200);
    expect(
      await withholdPhotosOfDeletedAccounts(app.server.db, app.server.app.storage),
    ).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${app.server.url}${url}`)).status).toBe(404);
    expect(await withholdPhotosOfDeletedAccounts(app.server.db, app.server.app.storage)).toBe(0);
  });

  it('reactivates through the mailed link only once the page asks to, and logs in', async () => {
    const m = await member();
    await m.browser.post('/api/delete-account.php', { reason: 'no_matches', password: m.password });
    const { token, path } = await linkIn(
      m.email,
      'account_deleted',
      /https?:\/\/\S+\/reactivate\?token=[\w-]+/,
    );
    expect(path).toBe(`/reactivate?token=${token}`);
    const status = async () =>
      (
        await app.server.db
          .selectFrom('users')
          .select('status')
          .where('email', '=', m.email)
          .executeTakeFirstOrThrow()
      ).status;

    // Opening a link changes nothing (a mail scanner opens every link): the page asks first. The
    // API address of mails sent before the page existed leads to it.
    const browser = client(app.server.url);
    const old = await browser.get(`/api/reactivate.php?token=${token}`);
    expect(old.status).toBe(303);
    expect(old.headers.get('location')).toBe(`/reactivate?token=${token}`);
    expect(await status()).toBe('deleted');

    // The page names the account before it asks (a link someone else sent is seen to be theirs).
    const named = await browser.get(`/api/reactivation.php?token=${token}`);
    expect(named.status).toBe(200);
    expect(named.json.account).toEqual({ name: m.name, email: 's•••@example.com' });

    // Another site's page cannot post it for a browser (it would log that browser into the account),
    // and on another site of the deployment the link restores nothing.
    const crossSite = await browser.post(
      '/api/reactivate.php',
      { token },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const elsewhere = client(app.server.url, { host: OTHER_SITE });
    expect((await elsewhere.get(`/api/reactivation.php?token=${token}`)).json.error).toBe('linkExpired');
    expect((await elsewhere.post('/api/reactivate.php', { token })).json.error).toBe('linkExpired');
    expect(await status()).toBe('deleted');

    const confirmed = await browser.post('/api/reactivate.php', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.user.email).toBe(m.email);
    expect((await browser.get('/api/user.php')).json.user.email).toBe(m.email);
    expect(await status()).not.toBe('deleted');

    expect((await browser.get(`/api/reactivation.php?token=${token}`)).json.error).toBe('linkExpired');
    const again = await client(app.server.url).post('/api/reactivate.php', { token });
    expect(again.status).toBe(400);
    expect(again.json.error).toBe('linkExpired');
    const missing = await client(app.server.url).post('/api/reactivate.php', {});
    expect(missing.status).toBe(400);
  });

  it('erases personal data after 14 days; the address is free again', async () => {
    const m = await member();
    const user = await app.server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', m.email)
      .executeTakeFirstOrThrow();
    await m.browser.post('/api/delete-account.php', { reason: 'privacy', password: m.password });
    expect(
      await eraseExpiredAccounts(
        app.server.db,
        app.server.app.storage,
        new Date(clock.now().getTime() + 13 * 86_400_000),
      ),
    ).toBe(0);
    clock.advance(14 * 86_400_000 + 1000);
    expect(
      await eraseExpiredAccounts(app.server.db, app.server.app.storage, clock.now()),
    ).toBeGreaterThanOrEqual(1);
    const erased = await app.server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(erased).toMatchObject({
      status: 'erased',
      email: `erased-${user.id}@invalid`,
      traffic_source: null,
    });
    const profile = await app.server.db
      .selectFrom('profiles')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.name).toBe('');
    const leftovers = await app.server.db
      .selectFrom('mails')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(leftovers).toHaveLength(0);
    expect(
      (await client(app.server.url).post('/api/user.php', { email: m.email, password: m.password })).status,
    ).toBe(401);
    expect((await client(app.server.url).post('/api/signup.php', { ...m, browser: undefined })).status).toBe(
      200,
    );
  });
});

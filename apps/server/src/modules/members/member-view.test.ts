import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
let siteId: number;
let owner: number;
let privatePhoto: number;

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      siteId = (
        await createSite(db, {
          domain: 'localhost',
          visible_profile_fields: ['gender', 'age', 'city', 'interests'],
        })
      ).id;
      owner = await createMember(
        db,
        siteId,
        { name: 'Fenna', city: 'Utrecht', sexuality: 'bi', interests: ['music'], fictional: true },
        { photo: true },
      );
      privatePhoto = (
        await db
          .insertInto('photos')
          .values({
            user_id: owner,
            filename: 'secret.jpg',
            thumb_filename: 'secret-t.jpg',
            blurred_filename: 'secret-b.jpg',
            width: 10,
            height: 10,
            private: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    },
  });
});
afterAll(() => server.close());

const view = (browser: ReturnType<typeof client>, id = owner) => browser.get(`/api/member.php?id=${id}`);

describe('profile view', () => {
  it('shows a free member the private photo blurred and locked, a premium member the photo itself', async () => {
    const free = await loggedIn(
      server.url,
      server.db,
      await createMember(server.db, siteId, { gender: 'male' }),
    );
    const res = await view(free);
    expect(res.status).toBe(200);
    expect(res.json.profile).toMatchObject({ id: owner, name: 'Fenna', city: 'Utrecht', fictional: true });
    const locked = res.json.profile.photos.find((p: { id: number }) => p.id === privatePhoto);
    expect(locked).toEqual({
      id: privatePhoto,
      url: '/uploads/secret-b.jpg',
      thumb_url: '/uploads/secret-b.jpg',
      locked: true,
    });
    expect(res.text).not.toContain('secret.jpg');
    expect(res.text).not.toContain('secret-t.jpg');
    expect(res.json.profile.main_image).toMatchObject({ url: `/uploads/m${owner}.jpg`, locked: false });

    const premium = await loggedIn(
      server.url,
      server.db,
      await createMember(server.db, siteId, { gender: 'male' }, { paid: true }),
    );
    const open = (await view(premium)).json.profile.photos.find((p: { id: number }) => p.id === privatePhoto);
    // The original is never a public file: it comes through the checked route.
    expect(open).toEqual({
      id: privatePhoto,
      url: `/api/photo-file.php?id=${privatePhoto}&size=full`,
      thumb_url: `/api/photo-file.php?id=${privatePhoto}&size=thumb`,
      locked: false,
    });
  });

  it('shows visitors the main image only, where logged-out search is allowed', async () => {
    const res = await view(client(server.url));
    expect(res.status).toBe(200);
    expect(res.json.profile.photos).toEqual([]);
    expect(res.json.profile.main_image).toMatchObject({ locked: false });
    expect(res.text).not.toContain('secret');
  });

  it('leaves out attributes the site does not show (visible_profile_fields)', async () => {
    const res = await view(client(server.url));
    expect(res.json.profile).toMatchObject({
      city: 'Utrecht',
      interests: ['music'],
      sexuality: null,
      country: null,
    });
  });

  it('clears like_new when the liked member opens the liker profile', async () => {
    const me = await createMember(server.db, siteId, { gender: 'male' });
    await server.db
      .insertInto('likes')
      .values({ liker_id: owner, liked_id: me, created_at: new Date() })
      .execute();
    const browser = await loggedIn(server.url, server.db, me);
    expect((await browser.get('/api/likes.php')).json.liked_by[0]).toMatchObject({
      id: owner,
      like_new: true,
    });
    expect((await view(browser)).json.profile).toMatchObject({ liked_by: true, liked: false, match: false });
    expect((await browser.get('/api/likes.php')).json.liked_by[0]).toMatchObject({
      id: owner,
      like_new: false,
    });
  });

  it('answers 404 to a member the owner blocks, and for other sites, disabled and unknown ids', async () => {
    const blocked = await createMember(server.db, siteId, { gender: 'male' });
    const browser = await loggedIn(server.url, server.db, blocked);
    await server.db
      .insertInto('blocks')
      .values({ blocker_id: owner, blocked_id: blocked, created_at: new Date() })
      .execute();
    expect((await view(browser)).status).toBe(404);

    const otherSite = (await createSite(server.db)).id;
    const stranger = await createMember(server.db, otherSite);
    const disabled = await createMember(server.db, siteId, { status: 'disabled' });
    const viewer = await loggedIn(server.url, server.db, await createMember(server.db, siteId));
    for (const id of [stranger, disabled, 999_999_999])
      expect((await view(viewer, id)).status, String(id)).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5'])
      expect((await viewer.get(`/api/member.php?id=${bad}`)).status, bad).toBe(400);
  });

  it('lists related profiles without the viewed one and the viewer', async () => {
    const me = await createMember(server.db, siteId, { gender: 'male' });
    for (let i = 0; i < 3; i++) await createMember(server.db, siteId, { gender: 'female' });
    const res = await view(await loggedIn(server.url, server.db, me));
    const related = res.json.related.map((p: { id: number }) => p.id);
    expect(related.length).toBeGreaterThanOrEqual(3);
    expect(related).not.toContain(owner);
    expect(related).not.toContain(me);
  });
});

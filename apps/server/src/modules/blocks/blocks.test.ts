import { describe, expect, it } from 'vitest';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { useTestServer } from '../../../test/test-app.ts';

const app = useTestServer();

const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('blocking', () => {
  it('hides both members from each other everywhere; unblock restores it all', async () => {
    const eva = await createMember(app.server.db, app.siteId, { gender: 'female', sexuality: 'hetero' });
    const tom = await createMember(app.server.db, app.siteId, { gender: 'male', sexuality: 'hetero' });
    await app.server.db
      .insertInto('likes')
      .values([
        { liker_id: eva, liked_id: tom, created_at: new Date() },
        { liker_id: tom, liked_id: eva, created_at: new Date() },
      ])
      .execute();
    const evaClient = await loggedIn(app.server.url, app.server.db, eva);
    const tomClient = await loggedIn(app.server.url, app.server.db, tom);

    const visible = async () => ({
      evaSearch: ids((await evaClient.get('/api/search.php?gender=male')).json.profiles).includes(tom),
      tomSearch: ids((await tomClient.get('/api/search.php?gender=female')).json.profiles).includes(eva),
      evaLikes: (await evaClient.get('/api/likes.php')).json.liked_by.length > 0,
      tomLikes: (await tomClient.get('/api/likes.php')).json.liked_by.length > 0,
      tomSwipe: ids((await tomClient.get('/api/swipe-game.php')).json.cards).includes(eva),
      tomFinder: ids((await tomClient.get('/api/match-finder.php')).json.matches).includes(eva),
      tomViewsEva: (await tomClient.get(`/api/member.php?id=${eva}`)).status,
    });
    expect(await visible()).toEqual({
      evaSearch: true,
      tomSearch: true,
      evaLikes: true,
      tomLikes: true,
      tomSwipe: false, // already liked
      tomFinder: true,
      tomViewsEva: 200,
    });

    expect((await evaClient.post('/api/blocks.php', { id: tom })).json).toEqual({ ok: true });
    expect(await visible()).toEqual({
      evaSearch: false,
      tomSearch: false,
      evaLikes: false,
      tomLikes: false,
      tomSwipe: false,
      tomFinder: false,
      tomViewsEva: 404,
    });
    // The blocked member cannot contact the blocker; the blocker still sees whom they blocked.
    expect((await tomClient.post('/api/likes.php', { id: eva })).status).toBe(404);
    const evaView = await evaClient.get(`/api/member.php?id=${tom}`);
    expect(evaView.json.profile.blocked).toBe(true);
    expect(ids((await evaClient.get('/api/blocks.php')).json.blocked)).toEqual([tom]);

    await evaClient.delete('/api/blocks.php', { id: tom });
    expect(await visible()).toMatchObject({
      evaSearch: true,
      tomSearch: true,
      evaLikes: true,
      tomLikes: true,
      tomViewsEva: 200,
    });
    expect((await evaClient.get('/api/blocks.php')).json.blocked).toEqual([]);
  });

  it('refuses blocking oneself, other sites and unknown ids', async () => {
    const me = await createMember(app.server.db, app.siteId);
    const client = await loggedIn(app.server.url, app.server.db, me);
    expect((await client.post('/api/blocks.php', { id: me })).status).toBe(400);
    const foreign = await createMember(app.server.db, (await createSite(app.server.db)).id);
    expect((await client.post('/api/blocks.php', { id: foreign })).status).toBe(404);
    expect((await client.post('/api/blocks.php', { id: 444_444_444 })).status).toBe(404);
    expect((await client.post('/api/blocks.php', {})).status).toBe(400);
  });

  it('still unblocks a member who since blocked the caller, went invisible or deleted the account', async () => {
    const me = await createMember(app.server.db, app.siteId);
    const browser = await loggedIn(app.server.url, app.server.db, me);
    const others = [
      await createMember(app.server.db, app.siteId),
      await createMember(app.server.db, app.siteId),
      await createMember(app.server.db, app.siteId),
    ];
    for (const id of others) expect((await browser.post('/api/blocks.php', { id })).status).toBe(200);
    const [blocksBack, invisible, gone] = others as [number, number, number];
    await app.server.db
      .insertInto('blocks')
      .values({ blocker_id: blocksBack, blocked_id: me, created_at: new Date() })
      .execute();
    await app.server.db.updateTable('users').set({ invisible: true }).where('id', '=', invisible).execute();
    await app.server.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', gone).execute();
    await app.server.db
      .updateTable('profiles')
      .set({ status: 'disabled' })
      .where('user_id', '=', gone)
      .execute();
    for (const id of others) {
      expect((await browser.delete('/api/blocks.php', { id })).json, String(id)).toEqual({ ok: true });
    }
    const left = await app.server.db
      .selectFrom('blocks')
      .select('blocked_id')
      .where('blocker_id', '=', me)
      .execute();
    expect(left).toEqual([]);
  });
});

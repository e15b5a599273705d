import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { text, useChatServer } from '../../../test/chats.ts';
import { createMember, createSite, loggedIn } from '../../../test/factories.ts';
import { client } from '../../../test/http.ts';

const chat = useChatServer();

/** Who may see and write what: visitors, outsiders, other sites, blocks, deleted members, images. */
describe('chat: who may see and write what', () => {
  it('answers visitors 403 on every call', async () => {
    const visitor = client(chat.server.url);
    for (const [method, path] of [
      ['get', '/api/chats.php'],
      ['get', '/api/chat.php?conversation=1'],
      ['get', '/api/gifts.php'],
      ['get', '/api/icebreakers.php'],
    ] as const)
      expect((await visitor[method](path)).status, path).toBe(403);
    expect((await visitor.post('/api/chat.php', text({ profile: 1 }))).status).toBe(403);
    expect((await visitor.delete('/api/chat.php', { conversation: 1 })).status).toBe(403);
    expect((await visitor.post('/api/chat-read.php', { conversation: 1 })).status).toBe(403);
  });

  it('hides a conversation from everyone outside it, another site and a member who is blocked', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const conversation = (await chat.send(anna, text({ profile: b }))).json.conversation.id;
    const outsider = await loggedIn(
      chat.server.url,
      chat.server.db,
      await createMember(chat.server.db, chat.siteId),
    );
    const otherSite = await createSite(chat.server.db, { domain: 'elders.example' });
    const foreign = await loggedIn(
      chat.server.url,
      chat.server.db,
      await createMember(chat.server.db, otherSite.id),
      'elders.example',
    );
    for (const stranger of [outsider, foreign]) {
      expect((await stranger.get(`/api/chat.php?conversation=${conversation}`)).status).toBe(404);
      expect((await stranger.post('/api/chat.php', text({ conversation }))).status).toBe(404);
      expect((await stranger.delete('/api/chat.php', { conversation })).status).toBe(404);
      expect((await stranger.post('/api/chat-read.php', { conversation })).status).toBe(404);
    }
    expect((await foreign.post('/api/chat.php', text({ profile: a }))).status).toBe(404);

    // Bram blocks Anna: for her the conversation is gone, she cannot write; he sees it as blocked.
    await bram.post('/api/blocks.php', { id: a });
    expect((await anna.get(`/api/chat.php?conversation=${conversation}`)).status).toBe(404);
    expect((await chat.send(anna, text({ conversation }))).status).toBe(404);
    expect((await chat.send(anna, text({ profile: b }))).status).toBe(404);
    expect((await anna.get('/api/chats.php')).json.chats).toEqual([]);
    expect((await bram.get(`/api/chat.php?conversation=${conversation}`)).json.state).toBe('blocked');
    const refused = await chat.send(bram, text({ conversation }));
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('chatBlocked');
    expect((await bram.get('/api/chats.php')).json.chats).toEqual([]);
  });

  it('shows a deleted member as gone and refuses to write to them', async () => {
    const { a, b, anna, bram } = await chat.pair();
    const conversation = (await chat.send(anna, text({ profile: b }))).json.conversation.id;
    await chat.server.db
      .updateTable('users')
      .set({ status: 'deleted', deleted_at: new Date() })
      .where('id', '=', a)
      .execute();
    await chat.server.db
      .updateTable('profiles')
      .set({ status: 'disabled' })
      .where('user_id', '=', a)
      .execute();
    expect((await bram.get('/api/chats.php')).json.chats[0]).toMatchObject({ gone: true });
    expect((await bram.get(`/api/chat.php?conversation=${conversation}`)).json).toMatchObject({
      state: 'gone',
    });
    const refused = await chat.send(bram, text({ conversation }));
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('memberGone');
    expect((await chat.send(bram, text({ profile: a }))).status).toBe(409);
  });

  it('serves a chat image to the two members only', async () => {
    const { b, anna, bram } = await chat.pair();
    const upload = await chat.uploadChatImage(anna);
    const url = upload.json.image.thumb_url as string;
    expect((await bram.get(url)).status).toBe(404); // not sent yet
    await chat.send(anna, {
      profile: b,
      kind: 'image',
      image: upload.json.image.id,
      client_id: randomUUID(),
    });
    const seen = await bram.get(url);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect((await anna.get(upload.json.image.url)).status).toBe(200);
    const outsider = await loggedIn(
      chat.server.url,
      chat.server.db,
      await createMember(chat.server.db, chat.siteId),
    );
    expect((await outsider.get(url)).status).toBe(404);
    expect((await client(chat.server.url).get(url)).status).toBe(404);
    // Someone else's upload cannot be sent.
    const stolen = await chat.send(outsider, {
      profile: b,
      kind: 'image',
      image: upload.json.image.id,
      client_id: randomUUID(),
    });
    expect(stolen.status).toBe(404);
    // Once its sender blocks the other member, the image is gone for them as the conversation is.
    expect((await anna.post('/api/blocks.php', { id: b })).status).toBe(200);
    expect((await bram.get(url)).status).toBe(404);
    expect((await anna.get(url)).status).toBe(200);
  });
});

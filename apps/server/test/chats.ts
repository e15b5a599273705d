import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config.ts';
import { testClock } from './clock.ts';
import { createMember, createSite, giveCredits, loggedIn } from './factories.ts';
import { solidJpeg, uploadFile } from './photos.ts';
import { startTestServer, type TestServer } from './test-app.ts';

export type Client = Awaited<ReturnType<typeof loggedIn>>;

/** A text message to a profile or conversation, with a fresh idempotency key unless given one. */
export const text = (
  to: { profile?: number; conversation?: number },
  body = 'Hoi!',
  clientId = randomUUID(),
) => ({
  ...to,
  kind: 'text',
  text: body,
  client_id: clientId,
});

/** A test server for the chat tests of one file, with a site on localhost and a clock to move. */
export function useChatServer(config: Partial<AppConfig> = {}) {
  const clock = testClock();
  const state = {} as { server: TestServer; siteId: number };
  beforeAll(async () => {
    state.server = await startTestServer({
      clock,
      config,
      seed: async (db) => {
        state.siteId = (await createSite(db, { domain: 'localhost' })).id;
      },
    });
  });
  afterAll(() => state.server.close());

  const chat = {
    clock,
    get server() {
      return state.server;
    },
    get siteId() {
      return state.siteId;
    },
    ledger: (userId: number) =>
      state.server.db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    /** Two members of the site, the first paid unless told otherwise, each with 100 credits, logged in. */
    async pair(options: { paid?: boolean } = {}) {
      const { db, url } = state.server;
      const a = await createMember(
        db,
        state.siteId,
        { name: 'Anna' },
        { paid: options.paid ?? true, photo: true },
      );
      const b = await createMember(db, state.siteId, { name: 'Bram', gender: 'male' });
      await giveCredits(db, a, 100);
      await giveCredits(db, b, 100);
      return { a, b, anna: await loggedIn(url, db, a), bram: await loggedIn(url, db, b) };
    },
    send: (member: Client, body: object) => member.post('/api/chat.php', body),
    uploadChatImage: async (member: Client) =>
      uploadFile(state.server.url, member, await solidJpeg(), '/api/chat-image.php'),
  };
  return chat;
}

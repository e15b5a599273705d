import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSite, giveCredits, loggedIn } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let server: TestServer;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer({
    // Every request waits its turn: this test is about money under contention, not the brakes.
    config: { chatMessagesPerMinute: 0, dbConnectTimeoutMs: 0, dbStatementTimeoutMs: 0 },
    seed: async (db) => {
      siteId = (await createSite(db, { domain: 'localhost', message_credits: 1 })).id;
    },
  });
});
afterAll(() => server.close());

describe('chat under contention', () => {
  it('1,000 sends at once with 500 credits: exactly 500 stored and paid, the rest refused, the ledger adds up', async () => {
    const sender = await createMember(server.db, siteId, {}, { paid: true });
    const [hot, other] = [await createMember(server.db, siteId), await createMember(server.db, siteId)];
    await giveCredits(server.db, sender, 500);
    const member = await loggedIn(server.url, server.db, sender);

    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        member.post('/api/chat.php', {
          profile: i % 2 ? hot : other,
          kind: 'text',
          text: `bericht ${i}`,
          client_id: randomUUID(),
        }),
      ),
    );
    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 200: 500, 402: 500 });
    expect(answers.filter((a) => a.status === 402).every((a) => a.json.error === 'insufficientCredits')).toBe(
      true,
    );

    const stored = await server.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sender_id', '=', sender)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(500);
    expect((await member.get('/api/user.php')).json.user.credits).toBe(0);
    // One debit per message, each referencing it.
    const debits = await server.db
      .selectFrom('credit_ledger')
      .select('reference')
      .where('user_id', '=', sender)
      .where('reason', '=', 'message')
      .execute();
    expect(debits).toHaveLength(500);
    expect(new Set(debits.map((d) => d.reference)).size).toBe(500);

    // For every member the ledger's sum is the balance.
    const { rows } = await sql<{ id: number; credits: number; sum: number }>`
      select u.id, u.credits, coalesce(sum(l.amount), 0)::int as sum
      from users u left join credit_ledger l on l.user_id = u.id group by u.id`.execute(server.db);
    expect(rows.filter((r) => r.credits !== r.sum)).toEqual([]);

    // Both conversations count every delivered message as unread for their receiver.
    const unread = await server.db
      .selectFrom('conversation_members')
      .select(['user_id', 'unread_count'])
      .where('user_id', 'in', [hot, other])
      .execute();
    expect(unread.reduce((n, r) => n + r.unread_count, 0)).toBe(500);

    // The sender's realtime events: a message and a balance per stored message, numbered 1..1000
    // without a gap (a refused send stored none), the balances counting down to 0.
    const events = await server.db
      .selectFrom('member_events')
      .select(['seq', 'type', 'payload'])
      .where('user_id', '=', sender)
      .orderBy('seq')
      .execute();
    expect(events.map((e) => Number(e.seq))).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    const balances = events
      .filter((e) => e.type === 'credits')
      .map((e) => (e.payload as { credits: number }).credits);
    expect(balances).toEqual(Array.from({ length: 500 }, (_, i) => 499 - i));
  }, 120_000);

  it('many members writing to one profile at once all get through, each conversation counted apart', async () => {
    const popular = await createMember(server.db, siteId, {}, {});
    const senders = await Promise.all(
      Array.from({ length: 60 }, () => createMember(server.db, siteId, {}, { paid: true })),
    );
    const clients = await Promise.all(
      senders.map(async (id) => {
        await giveCredits(server.db, id, 3);
        return loggedIn(server.url, server.db, id);
      }),
    );
    const answers = await Promise.all(
      clients.flatMap((c) =>
        [1, 2, 3].map((n) =>
          c.post('/api/chat.php', { profile: popular, kind: 'text', text: `${n}`, client_id: randomUUID() }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status !== 200).map((a) => a.json)).toEqual([]);
    const rows = await server.db
      .selectFrom('conversation_members')
      .select(['unread_count'])
      .where('user_id', '=', popular)
      .execute();
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.unread_count === 3)).toBe(true);
  }, 60_000);

  it('two members writing each other first at the same moment share one conversation, each paid once', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const ids = [
          await createMember(server.db, siteId, {}, { paid: true }),
          await createMember(server.db, siteId, {}, { paid: true }),
        ] as const;
        for (const id of ids) await giveCredits(server.db, id, 5);
        return { ids, clients: await Promise.all(ids.map((id) => loggedIn(server.url, server.db, id))) };
      }),
    );
    const answers = await Promise.all(
      pairs.flatMap(({ ids, clients }) =>
        clients.map((client, k) =>
          client.post('/api/chat.php', {
            profile: ids[1 - k],
            kind: 'text',
            text: 'hi',
            client_id: randomUUID(),
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status !== 200).map((a) => a.json)).toEqual([]);
    for (const { ids } of pairs) {
      const conversations = await server.db
        .selectFrom('conversations')
        .select('id')
        .where('member_low', '=', Math.min(...ids))
        .where('member_high', '=', Math.max(...ids))
        .execute();
      expect(conversations).toHaveLength(1);
      const members = await server.db
        .selectFrom('conversation_members')
        .select(['user_id', 'unread_count'])
        .where('conversation_id', '=', conversations[0]!.id)
        .orderBy('user_id')
        .execute();
      expect(members.map((m) => m.unread_count)).toEqual([1, 1]);
      const messages = await server.db
        .selectFrom('messages')
        .select('sender_id')
        .where('conversation_id', '=', conversations[0]!.id)
        .execute();
      expect(messages.map((m) => m.sender_id).sort()).toEqual([...ids].sort());
      const users = await server.db
        .selectFrom('users')
        .select('credits')
        .where('id', 'in', [...ids])
        .execute();
      expect(users.map((u) => u.credits)).toEqual([4, 4]);
    }
  }, 60_000);
  it('sends and reads of one conversation at once, both ways: none is refused (no deadlock)', async () => {
    const [a, b] = [await createMember(server.db, siteId), await createMember(server.db, siteId)];
    for (const id of [a, b]) await giveCredits(server.db, id, 500);
    const [memberA, memberB] = [
      await loggedIn(server.url, server.db, a),
      await loggedIn(server.url, server.db, b),
    ];
    const first = await memberA.post('/api/chat.php', {
      profile: b,
      kind: 'text',
      text: 'Hoi',
      client_id: randomUUID(),
    });
    const conversation = first.json.conversation.id as number;
    // Each send writes both members' list rows and both members' event counters; each read writes the
    // reader's row and the other member's counter (the "read" event).
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => {
        const [me, reader] = i % 2 ? [memberA, memberB] : [memberB, memberA];
        return i % 3 === 0
          ? reader.post('/api/chat-read.php', { conversation })
          : me.post('/api/chat.php', {
              conversation,
              kind: 'text',
              text: `bericht ${i}`,
              client_id: randomUUID(),
            });
      }),
    );
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => `${answer.status} ${JSON.stringify(answer.json)}`)).toEqual([]);
  });
});

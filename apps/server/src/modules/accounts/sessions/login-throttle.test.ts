import { describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/clock.ts';

import { client } from '../../../../test/http.ts';
import { signUpMember } from '../../../../test/members.ts';
import { useTestServer } from '../../../../test/test-app.ts';

const clock = testClock(new Date('2026-06-01T12:00:00Z'));
const app = useTestServer({ clock, config: { trustProxy: true } });

/** Status and body of each of `n` wrong logins for an address from one network address. */
async function failures(email: string, ip: string, n: number) {
  const answers: { status: number; json: unknown }[] = [];
  for (let i = 0; i < n; i++) {
    const res = await client(app.server.url, { ip }).post('/api/user.php', { email, password: `guess ${i}` });
    answers.push({ status: res.status, json: res.json });
  }
  return answers;
}

describe('login limits never tell whether an address has an account', () => {
  it('blocks an unknown address on one network address after 5 failures, like a member', async () => {
    const member = await signUpMember(app.server.url);
    const known = await failures(member.email, '203.0.113.10', 7);
    const unknown = await failures('nobody-here@example.com', '203.0.113.11', 7);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown).toEqual(known);
  });

  it('blocks an unknown address tried from many network addresses, like a member', async () => {
    const member = await signUpMember(app.server.url);
    for (const [email, net] of [
      [member.email, 10],
      ['nobody-either@example.com', 11],
    ] as const) {
      for (let i = 0; i < 50; i++) await failures(email, `198.${net}.${Math.floor(i / 4)}.${i + 1}`, 1);
    }
    const [known] = await failures(member.email, '198.20.0.1', 1);
    const [unknown] = await failures('nobody-either@example.com', '198.21.0.1', 1);
    expect(known!.status).toBe(429);
    expect(unknown).toEqual(known);
    clock.advance(61 * 60_000);
  });

  it('counts unknown addresses by a hash, never the address itself, and by account for members', async () => {
    const member = await signUpMember(app.server.url);
    await failures('secret-person@example.com', '203.0.113.20', 1);
    await failures(member.email, '203.0.113.21', 1);
    const rows = await app.server.db
      .selectFrom('login_failures')
      .selectAll()
      .where('ip', 'in', ['203.0.113.20', '203.0.113.21'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain('secret-person');
    expect(rows[0]!.user_id).toBeNull();
    expect(rows[0]!.email_hash).toBeInstanceOf(Buffer);
    expect(rows[1]!.user_id).not.toBeNull();
  });
});

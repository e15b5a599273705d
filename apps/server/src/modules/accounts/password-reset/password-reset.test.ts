import { describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/clock.ts';

import { client } from '../../../../test/http.ts';
import { signUpMember } from '../../../../test/members.ts';
import { useTestServer } from '../../../../test/test-app.ts';

const clock = testClock(new Date('2026-06-01T12:00:00Z'));
const app = useTestServer({ clock, config: { trustProxy: true } });

const member = () => signUpMember(app.server.url, 'reset');

async function resetLink(email: string) {
  const mail = await app.server.db
    .selectFrom('mails')
    .select('text')
    .where('to_address', '=', email)
    .where('template', '=', 'reset_password')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return mail
    ? new URL(/https?:\/\/\S+\/reset-password\/do\?token=[\w-]+/.exec(mail.text)![0]).searchParams.get(
        'token',
      )!
    : null;
}

describe('password reset', () => {
  it('answers the same for known and unknown addresses, and mails only members', async () => {
    const m = await member();
    const known = await client(app.server.url, { ip: '198.51.100.20' }).post('/api/reset-password.php', {
      email: m.email,
    });
    const unknown = await client(app.server.url, { ip: '198.51.100.20' }).post('/api/reset-password.php', {
      email: 'ghost@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(await resetLink(m.email)).toBeTruthy();
    expect(await resetLink('ghost@example.com')).toBeNull();
  });

  it('sets the new password once, ends every session and logs in', async () => {
    const m = await member();
    await client(app.server.url).post('/api/reset-password.php', { email: m.email });
    const token = (await resetLink(m.email))!;
    const stranger = client(app.server.url);
    const done = await stranger.post('/api/reset-password-do.php', {
      token,
      password: 'brand new secret',
      password_confirm: 'brand new secret',
    });
    expect(done.status).toBe(200);
    expect(done.json.user.email).toBe(m.email);
    expect((await m.browser.get('/api/user.php')).json.user).toBeNull();
    expect(
      (await client(app.server.url).post('/api/user.php', { email: m.email, password: 'original password' }))
        .status,
    ).toBe(401);
    expect(
      (await client(app.server.url).post('/api/user.php', { email: m.email, password: 'brand new secret' }))
        .status,
    ).toBe(200);
    const again = await client(app.server.url).post('/api/reset-password-do.php', {
      token,
      password: 'another secret',
      password_confirm: 'another secret',
    });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
  });

  it('refuses expired and forged links and different passwords, changing nothing', async () => {
    const m = await member();
    await client(app.server.url).post('/api/reset-password.php', { email: m.email });
    const token = (await resetLink(m.email))!;
    const differ = await client(app.server.url).post('/api/reset-password-do.php', {
      token,
      password: 'brand new secret',
      password_confirm: 'brand new secreT',
    });
    expect(differ.status).toBe(400);
    expect(differ.json.fields.password_confirm).toBe('De opgegeven wachtwoorden zijn niet gelijk.');
    const forged = await client(app.server.url).post('/api/reset-password-do.php', {
      token: 'forged',
      password: 'brand new secret',
      password_confirm: 'brand new secret',
    });
    expect(forged.json.error).toBe('linkExpired');
    clock.advance(61 * 60_000);
    const late = await client(app.server.url).post('/api/reset-password-do.php', {
      token,
      password: 'brand new secret',
      password_confirm: 'brand new secret',
    });
    expect(late.json.error).toBe('linkExpired');
    expect(
      (await client(app.server.url).post('/api/user.php', { email: m.email, password: 'original password' }))
        .status,
    ).toBe(200);
  });

  it('allows 3 reset mails a day per address, then says to try tomorrow', async () => {
    const m = await member();
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await client(app.server.url, { ip: `203.0.113.${i}` }).post('/api/reset-password.php', {
            email: m.email,
          })
        ).status,
      ).toBe(200);
    }
    const fourth = await client(app.server.url, { ip: '203.0.113.9' }).post('/api/reset-password.php', {
      email: m.email,
    });
    expect(fourth.status).toBe(429);
    expect(fourth.json.message).toBe(
      'Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.',
    );
    // Unknown addresses are limited the same way.
    for (let i = 0; i < 3; i++)
      await client(app.server.url, { ip: '203.0.113.50' }).post('/api/reset-password.php', {
        email: 'nobody@example.com',
      });
    expect(
      (
        await client(app.server.url, { ip: '203.0.113.51' }).post('/api/reset-password.php', {
          email: 'nobody@example.com',
        })
      ).status,
    ).toBe(429);
    clock.advance(86_400_000 + 1000);
    expect(
      (
        await client(app.server.url, { ip: '203.0.113.9' }).post('/api/reset-password.php', {
          email: m.email,
        })
      ).status,
    ).toBe(200);
  });
});

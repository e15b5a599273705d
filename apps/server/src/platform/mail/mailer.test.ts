import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../../test/factories.ts';
import { signUpMember } from '../../../test/members.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { startTestServer, type TestServer } from '../../../test/test-app.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    config: { smtpUrl: sink.url },
    seed: (db) => createSite(db, { domain: 'localhost' }),
  });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const mailTo = (email: string) =>
  server.db.selectFrom('mails').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();

async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('mail over SMTP (SMTP_URL)', () => {
  it('sends through the queue with the one-click unsubscribe headers and marks the mail sent', async () => {
    const m = await signUpMember(server.url, 'smtp');
    const message = await eventually(async () => sink.messages.find((msg) => msg.includes(m.email)));
    // Long header lines arrive folded (RFC 5322); unfold them to read each header whole.
    const raw = message.replace(/\r\n[ \t]+/g, ' ');
    const stored = await eventually(async () => {
      const mail = await mailTo(m.email);
      return mail.status === 'sent' && mail;
    });
    expect(raw).toMatch(
      /^List-Unsubscribe: <http:\/\/[\w.:]+\/api\/unsubscribe\.php\?u=\d+&sig=[\w-]+>\r?$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toContain(`<${stored.list_unsubscribe}>`);
    expect(stored.sent_at).not.toBeNull();
  });

  it('keeps a refused mail and counts the attempt, for the queue to retry', async () => {
    sink.state.failing = true;
    try {
      const m = await signUpMember(server.url, 'refused');
      const mail = await eventually(async () => {
        const row = await mailTo(m.email);
        return row.attempts > 0 && row;
      });
      expect(mail.status).toBe('queued');
      expect(mail.last_error).toContain('554');
    } finally {
      sink.state.failing = false;
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { escapeHtml, fromThisMachine } from '../dev-only.ts';

/**
 * Development only: the SMS outbox at /dev/sms, every text the app sent (newest first), beside the
 * mail outbox. It shows live codes, so the same guards as /dev/mail: registered only outside
 * production, answered only to the machine itself; anyone else gets a plain 404.
 */
export async function smsOutboxRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.code(404).type('text/plain').send('Not found');
  });

  app.get('/dev/sms', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await app.db
      .selectFrom('sms_messages')
      .select(['id', 'to_number', 'body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    const rows = messages
      .map(
        (m) =>
          `<tr data-to="${escapeHtml(m.to_number)}"><td>${m.id}</td><td>${escapeHtml(new Date(m.created_at).toISOString())}</td>` +
          `<td>${escapeHtml(m.to_number)}</td><td class="body">${escapeHtml(m.body)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>SMS outbox</title><style>body{font:14px system-ui;margin:2rem}td,th{padding:4px 10px;text-align:left;border-bottom:1px solid #ddd}</style>` +
          `<h1>SMS outbox (development)</h1><p><a href="/dev/mail">Mail outbox</a></p><table><tr><th>#</th><th>sent</th><th>to</th><th>text</th></tr>${rows}</table>`,
      );
  });
}

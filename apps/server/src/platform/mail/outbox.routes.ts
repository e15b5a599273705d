import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, fromThisMachine } from '../dev-only.ts';

/**
 * Development only: the outbox, every mail the app queued (newest first), at /dev/mail. A developer
 * tool in English with live activation and reset links, so: registered only outside production while
 * no SMTP server is set (the outbox is then where mail goes), and shown only to the machine itself;
 * anyone else gets the plain 404 of a path that does not exist.
 */
export async function outboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.code(404).type('text/plain').send('Not found');
  });

  api.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await app.db
      .selectFrom('mails')
      .select(['id', 'to_address', 'subject', 'template', 'status', 'created_at'])
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${m.id}</td><td>${escapeHtml(new Date(m.created_at).toISOString())}</td><td>${escapeHtml(m.to_address)}</td>` +
          `<td><a href="/dev/mail/${m.id}">${escapeHtml(m.subject)}</a></td><td>${m.template}</td><td>${m.status}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Outbox</title><style>body{font:14px system-ui;margin:2rem}td,th{padding:4px 10px;text-align:left;border-bottom:1px solid #ddd}</style>` +
          `<h1>Outbox (development)</h1><table><tr><th>#</th><th>queued</th><th>to</th><th>subject</th><th>template</th><th>status</th></tr>${rows}</table>`,
      );
  });

  api.get(
    '/dev/mail/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const mail = await app.db
        .selectFrom('mails')
        .select(['html'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!mail) return reply.code(404).type('text/plain').send('No such mail');
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );
}

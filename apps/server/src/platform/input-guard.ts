import { isIP } from 'node:net';
import { nulPath } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

/**
 * Refuses, for every route, input PostgreSQL would refuse with a 500:
 *
 * - a NUL character anywhere in the parsed params, query or JSON body (values and keys), also in
 *   parameters no schema names: 400 with `invalidCharacters` for the field, as the shared schemas'
 *   `text()` says it in the forms;
 * - a client address that is not an IP address (a forged `X-Forwarded-For` under `TRUST_PROXY`),
 *   which sessions, login failures and reset requests store in `inet` columns: 400.
 *
 * Headers cannot carry a NUL (Node's HTTP parser refuses them); multipart uploads are read as files,
 * their field values are not used.
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (isIP(request.ip) === 0 || request.ip.includes('%')) throw new AppError('badRequest', 400);
  });

  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = nulPath(value);
      if (path) throw new AppError('badRequest', 400, { [path.join('.') || part]: 'invalidCharacters' });
    }
  });
});

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
  // Callback hooks: they run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isIP(request.ip) === 0 || request.ip.includes('%')) return done(new AppError('badRequest', 400));
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = nulPath(value);
      if (path)
        return done(new AppError('badRequest', 400, { [path.join('.') || part]: 'invalidCharacters' }));
    }
    done();
  });
});

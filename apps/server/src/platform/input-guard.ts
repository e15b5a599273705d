import { isIP } from 'node:net';
import { nulPath } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';
import { changesState, hookRoutes } from './route-hooks.ts';

/** The field of the first NUL in a part of the request, as the error's `fields`; else null. */
function nulIn(part: string, value: unknown): Record<string, string> | null {
  const path = nulPath(value);
  return path ? { [path.join('.') || part]: 'invalidCharacters' } : null;
}

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
    // The path and query (parsed before this hook) can only hold a NUL written as %00: the HTTP
    // parser refuses a raw one.
    const refused = request.raw.url?.includes('%00')
      ? (nulIn('params', request.params) ?? nulIn('querystring', request.query))
      : null;
    done(refused ? new AppError('badRequest', 400, refused) : undefined);
  });

  // A body only comes with a method that may change something: a GET need not run this hook at all.
  hookRoutes(app, 'preValidation', changesState, (request, _reply, done) => {
    const refused = nulIn('body', request.body);
    done(refused ? new AppError('badRequest', 400, refused) : undefined);
  });
});

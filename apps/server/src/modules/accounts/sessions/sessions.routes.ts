import {
  currentUserResponseSchema,
  errorResponseSchema,
  isLocale,
  loginRequestSchema,
  text,
  userResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, currentMember, requireMember } from '../../../platform/request-context.ts';
import { loadUserResponse, presentUser } from '../user.present.ts';
import { login } from './login.service.ts';
import { clearSessionCookie, deleteSession, sessionTokenOf, setSessionCookie } from './sessions.ts';

/** `logged_out` is false when the request was not allowed to end the session (a foreign GET). */
const logoutResponseSchema = z.object({ ok: z.literal(true), logged_out: z.boolean() });

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Who is logged in: login, logout, the current member and their language. */
export async function sessionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userResponse = (request: FastifyRequest, userId: number) =>
    loadUserResponse(app.db, request.site, userId);

  api.get(
    '/api/user.php',
    {
      schema: {
        tags: ['account'],
        summary: 'The logged-in member, or null for a visitor',
        response: { 200: currentUserResponseSchema },
      },
    },
    async (request) => {
      const current = await currentMember(request);
      return { user: current ? presentUser(current, request.site) : null };
    },
  );

  api.post(
    '/api/user.php',
    {
      schema: {
        tags: ['account'],
        summary: 'Log in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const previous = sessionTokenOf(request);
      const { userId, token } = await login(app.db, app.mailer, await contextOf(request), request.body);
      // A new session token at every login; the one this browser had is ended.
      if (previous) await deleteSession(app.db, previous);
      setSessionCookie(request, reply, token);
      return userResponse(request, userId);
    },
  );

  api.put(
    '/api/user.php',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the member language after a locale switch',
        body: z.object({ language: text().refine(isLocale, 'unsupported language') }),
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const current = await requireMember(request);
      await app.db
        .updateTable('users')
        .set({ language: request.body.language })
        .where('id', '=', current.user.id)
        .execute();
      return userResponse(request, current.user.id);
    },
  );

  /** Ends this browser's session: the cookie's session row is deleted and the cookie cleared. */
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionTokenOf(request);
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(request, reply);
    return { ok: true as const, logged_out: true };
  };

  api.post(
    '/api/logout.php',
    {
      schema: {
        tags: ['account'],
        summary: 'End this session',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => logout(request, reply),
  );

  // The spec's GET stays for the site's own pages; a link or an image on another site must not log a
  // member out, so only a request the browser marks as same-origin has an effect.
  api.get(
    '/api/logout.php',
    {
      schema: {
        tags: ['account'],
        summary: 'End this session, only for a same-origin request (Sec-Fetch-Site); use POST',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) =>
      request.headers['sec-fetch-site'] === 'same-origin'
        ? logout(request, reply)
        : { ok: true as const, logged_out: false },
  );
}

import {
  accountSettingsSchema,
  deleteAccountSchema,
  errorResponseSchema,
  mailChangeSchema,
  okResponseSchema,
  passwordChangeSchema,
  tokenQuerySchema,
  tokenRequestSchema,
  userResponseSchema,
} from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccount, reactivateByLink } from '../deletion/account-deletion.service.ts';
import { requestContext } from '../request-context.ts';
import { requireUser } from '../sessions/current-member.ts';
import { loadUserResponse } from '../sessions/sessions.routes.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../sessions/sessions.ts';
import {
  changePassword,
  completeMailChange,
  requestMailChange,
  updateAccountSettings,
} from './account-settings.service.ts';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };

/** The settings page's calls: e-mail, password, notifications, invisible mode, deletion. */
export async function accountSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, mailer: app.mailer };
  const member = (request: Parameters<typeof requestContext>[1]) =>
    requireUser(app.db, request, app.clock.now());

  api.post(
    '/api/mail-change.php',
    {
      schema: {
        tags: ['settings'],
        summary: 'Ask to change the e-mail address: a confirmation link goes to the new address',
        body: mailChangeSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requestMailChange(deps, requestContext(app, request), await member(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/mail-change-do.php',
    {
      schema: {
        tags: ['settings'],
        summary: 'Confirm the new e-mail address with the mailed link',
        body: tokenRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await completeMailChange(deps, requestContext(app, request), request.body.token);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/password.php',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change the password (old one required); ends every other session',
        body: passwordChangeSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const current = await member(request);
      await changePassword(deps, { sessionToken: sessionTokenOf(request) ?? '' }, current, request.body);
      return { ok: true as const };
    },
  );

  api.put(
    '/api/account-settings.php',
    {
      schema: {
        tags: ['settings'],
        summary: 'Notification categories switched off, invisible mode',
        body: accountSettingsSchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => {
      const current = await member(request);
      await updateAccountSettings(deps, current, request.body);
      return loadUserResponse(app, request, current.user.id);
    },
  );

  api.post(
    '/api/delete-account.php',
    {
      schema: {
        tags: ['settings'],
        summary: 'Delete the account (14 days to change your mind)',
        body: deleteAccountSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, requestContext(app, request), await member(request), request.body);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/reactivate.php',
    {
      schema: {
        tags: ['settings'],
        summary: 'The link in the deletion mail: restores the account and logs in',
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token
        ? await reactivateByLink(deps, requestContext(app, request), request.query.token)
        : null;
      if (!token) return reply.redirect('/activate/error', 303);
      setSessionCookie(request, reply, token);
      return reply.redirect('/members', 303);
    },
  );
}

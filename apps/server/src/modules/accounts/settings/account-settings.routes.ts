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
import { contextOf, memberContextOf, requireMember } from '../../../platform/request-context.ts';
import { deleteAccount, reactivateByLink } from '../deletion/account-deletion.service.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../sessions/sessions.ts';
import { loadUserResponse } from '../user.present.ts';
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
      await requestMailChange(app.db, app.mailer, await memberContextOf(request), request.body);
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
      await completeMailChange(app.db, await contextOf(request), request.body.token);
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
      const current = await requireMember(request);
      await changePassword(app.db, { sessionToken: sessionTokenOf(request) ?? '' }, current, request.body);
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
      const current = await requireMember(request);
      await updateAccountSettings(app.db, current, request.body);
      return loadUserResponse(app.db, request.site, current.user.id);
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
      await deleteAccount(app.db, app.mailer, await memberContextOf(request), request.body);
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
        ? await reactivateByLink(app.db, app.mailer, await contextOf(request), request.query.token)
        : null;
      if (!token) return reply.redirect('/activate/error', 303);
      setSessionCookie(request, reply, token);
      return reply.redirect('/members', 303);
    },
  );
}

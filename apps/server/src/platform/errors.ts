import {
  type ErrorKey,
  type ErrorResponse,
  matchRoute,
  VALIDATION_KEYS,
  type ValidationKey,
  validationVars,
} from '@amoret/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/availability.ts';
import { localeOf, translator } from './i18n.ts';

/** An error a service throws on purpose: its key and status reach the client as they are. */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  /** Values interpolated into the translated message (e.g. the minutes of a login block). */
  readonly vars: Record<string, string | number> | undefined;
  constructor(
    key: ErrorKey,
    statusCode: number,
    fields?: Record<string, string>,
    vars?: Record<string, string | number>,
  ) {
    super(key);
    this.key = key;
    this.statusCode = statusCode;
    this.fields = fields;
    this.vars = vars;
  }
}

const isValidationKey = (m: string): m is ValidationKey => (VALIDATION_KEYS as readonly string[]).includes(m);

const KEY_BY_STATUS: Record<number, ErrorKey> = {
  400: 'badRequest',
  401: 'authentication_required',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'badRequest',
  429: 'tooManyRequests',
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: ErrorKey,
  fields?: Record<string, string>,
  vars?: Record<string, string | number>,
) {
  const t = translator(localeOf(request));
  const body: ErrorResponse = { error: key, message: t(`errors.${key}`, vars) };
  // Field problems come as validation keys (schemas, services) and go out translated.
  if (fields) {
    body.fields = Object.fromEntries(
      Object.entries(fields).map(([f, m]) => [
        f,
        isValidationKey(m) ? t(`validation.${m}`, { ...validationVars(f), ...vars }) : m,
      ]),
    );
  }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError)
      return sendError(request, reply, error.statusCode, error.key, error.fields, error.vars);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
        // The first problem of a field is the one to fix first.
        fields[field] ??= issue.message ?? 'invalid';
      }
      return sendError(request, reply, 400, 'badRequest', fields);
    }
    // The database is away (restart, failover, overload): say so at once, the client may retry.
    if (isDatabaseUnreachable(error)) {
      reply.header('retry-after', '5');
      return sendError(request, reply, 503, 'serviceUnavailable');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendError(request, reply, status, KEY_BY_STATUS[status] ?? 'badRequest');
    // Never show internals: the log gets the error, the client a translated generic message.
    request.log.error(
      { err: error, reqId: request.id, method: request.method, url: request.url },
      'request failed',
    );
    return sendError(request, reply, 500, 'generic');
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || !app.spa || !['GET', 'HEAD'].includes(request.method)) {
      return sendError(request, reply, 404, 'notFound');
    }
    // History-mode routing: known routes get the app; any other path gets it with HTTP 404 and the
    // app shows its 404 page.
    const pathname = request.url.split('?')[0] ?? '/';
    return app.spa.sendIndex(request, reply, matchRoute(pathname) ? 200 : 404);
  });
});

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
import { undoFileHeaders } from './security-headers.ts';

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
  /** A field's own maximum length, where it is not the shared one (`validationVars`). */
  maxima?: Record<string, number>,
) {
  const t = translator(localeOf(request));
  const body: ErrorResponse = { error: key, message: t(`errors.${key}`, vars) };
  // Field problems come as validation keys (schemas, services) and go out translated.
  if (fields) {
    body.fields = Object.fromEntries(
      Object.entries(fields).map(([f, m]) => [
        f,
        isValidationKey(m) ? t(`validation.${m}`, { ...validationVars(f, maxima?.[f]), ...vars }) : m,
      ]),
    );
  }
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

type SchemaIssue = { keyword: string; message?: string; params: Record<string, unknown> };

/**
 * The validation key of a schema problem: the schema's own key where it names one (the shared
 * schemas do), else one of the generic texts by what went wrong, so no field ever gets zod's English.
 */
function validationKeyOf(issue: SchemaIssue, input: unknown): ValidationKey {
  if (issue.message && isValidationKey(issue.message)) return issue.message;
  if (input === undefined || input === null) return 'required';
  const stringRule = issue.params.origin === 'string';
  if (issue.keyword === 'too_small' && stringRule && Number(issue.params.minimum) <= 1) return 'required';
  if (issue.keyword === 'too_big' && stringRule && Number.isFinite(Number(issue.params.maximum)))
    return 'tooLong';
  return 'invalidValue';
}

/** The value a schema problem is about, as the request sent it (`/a/0/b` in the body, query or params). */
function inputAt(request: FastifyRequest, context: string | undefined, instancePath: string): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
  };
  let value = parts[context ?? 'body'];
  for (const step of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    undoFileHeaders(reply);
    if (error instanceof AppError)
      return sendError(request, reply, error.statusCode, error.key, error.fields, error.vars);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      const maxima: Record<string, number> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
        // The first problem of a field is the one to fix first.
        if (fields[field]) continue;
        fields[field] = validationKeyOf(issue, inputAt(request, error.validationContext, issue.instancePath));
        if (fields[field] === 'tooLong') maxima[field] = Number(issue.params.maximum);
      }
      return sendError(request, reply, 400, 'badRequest', fields, undefined, maxima);
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
    // A missing build file (a chunk of an older build, asked for by a page opened before a deploy) is
    // no page: a short 404, not the app's HTML where a script or style sheet was expected.
    const noPage = request.url.startsWith('/api/') || request.url.startsWith('/assets/');
    if (noPage || !app.spa || !['GET', 'HEAD'].includes(request.method)) {
      return sendError(request, reply, 404, 'notFound');
    }
    // History-mode routing: known routes get the app; any other path gets it with HTTP 404 and the
    // app shows its 404 page.
    const pathname = request.url.split('?')[0] ?? '/';
    return app.spa.sendIndex(request, reply, matchRoute(pathname) ? 200 : 404);
  });
});

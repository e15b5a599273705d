import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeOf } from '../../platform/site-context.ts';
import type { RequestContext } from './accounts.service.ts';

/** What account services need to know about a request: site, language, address, origin, time. */
export function requestContext(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return {
    site: request.site,
    locale: localeOf(request),
    ip: request.ip,
    origin: `${request.protocol}://${request.host}`,
    now: app.clock.now(),
  };
}

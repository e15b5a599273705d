import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cameOverHttps } from '../../platform/forwarded.ts';
import { localeOf } from '../../platform/request-context.ts';
import type { RequestContext } from './signup/signup.service.ts';

/** What account services need to know about a request: site, language, address, origin, time. */
export function requestContext(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return {
    site: request.site,
    locale: localeOf(request),
    ip: request.ip,
    origin: siteOrigin(request),
    now: app.clock.now(),
  };
}

/**
 * The origin for links in mails: the site's own domain, never a host name the request merely claims
 * (a forged Host or X-Forwarded-Host would otherwise put an attacker's domain in a reset link). The
 * request's port is kept, so development on localhost:3000 gets working links.
 */
export function siteOrigin(request: FastifyRequest): string {
  const domain = request.site.site.domain;
  const protocol = cameOverHttps(request, request.server.config.trustProxy) ? 'https' : 'http';
  const port = request.host.match(/:\d+$/)?.[0] ?? '';
  const hostname = request.host.slice(0, request.host.length - port.length).toLowerCase();
  const host = hostname === domain || hostname === `www.${domain}` ? hostname : domain;
  return `${protocol}://${host}${port}`;
}

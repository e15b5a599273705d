import { HOSTNAME_PATTERN } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteWithCompany, UserRole } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { cameOverHttps } from './forwarded.ts';
import { PROBE_PATHS } from './health.routes.ts';
import { localeOf } from './i18n.ts';
import type { Member, MemberContext, RequestContext } from './request-context.types.ts';

export type { Member, MemberContext, RequestContext };

/** Finds the member of a request's session on the request's site (the sessions module knows how). */
export type MemberFinder = (request: FastifyRequest) => Promise<Member | null>;

declare module 'fastify' {
  interface FastifyInstance {
    findMember: MemberFinder;
  }
  interface FastifyRequest {
    /** The site this request belongs to (set for every /api request). */
    site: SiteWithCompany;
    /** The logged-in member once asked for (`currentMember`, `requireMember`); null for a visitor. */
    member: Member | null;
    /** Other members this request changed (`memberChanged`). */
    changedMembers: number[] | null;
    /** The request's own change to its member is in the member cache already: not forgotten after it. */
    ownMemberKept: boolean;
    /** The member's lookup once started (`currentMember`): asked once per request. */
    memberLookup: Promise<Member | null> | null;
  }
}

/** The request's `_force_domain` parameter when it is a valid host name. */
function forcedDomain(request: FastifyRequest): string | null {
  const forced = (request.query as Record<string, unknown> | undefined)?._force_domain;
  return typeof forced === 'string' && HOSTNAME_PATTERN.test(forced) ? forced : null;
}

/** The host a request names: `_force_domain` when it is a valid host name, else the Host header. */
export function requestedHost(request: FastifyRequest): string {
  return forcedDomain(request) ?? request.hostname;
}

/**
 * The site of a request the `/api/` hook below does not give one (a page, the web app manifest): from
 * memory when the directory is loaded, as nearly always.
 */
export async function siteOfPage(request: FastifyRequest): Promise<SiteWithCompany> {
  const host = requestedHost(request);
  const { sites } = request.server;
  return sites.resolveCached(host) ?? (await sites.resolve(host));
}

/**
 * The origin for links in mails: the site's own domain, never a host name the request merely claims
 * (a forged Host or X-Forwarded-Host would otherwise put an attacker's domain in a reset link). The
 * request's port is kept, so development on localhost:3000 gets working links.
 */
export function siteOrigin(request: FastifyRequest): string {
  const domain = request.site.domain;
  const protocol = cameOverHttps(request, request.server.config.trustProxy) ? 'https' : 'http';
  const port = request.host.match(/:\d+$/)?.[0] ?? '';
  const hostname = request.host.slice(0, request.host.length - port.length).toLowerCase();
  const host = hostname === domain || hostname === `www.${domain}` ? hostname : domain;
  return `${protocol}://${host}${port}`;
}

/** The member of this request's session on this site, or null; loaded once per request. */
export function currentMember(request: FastifyRequest): Promise<Member | null> {
  request.memberLookup ??= request.server.findMember(request).then((member) => {
    request.member = member;
    return member;
  });
  return request.memberLookup;
}

/** The member, or a 403 `authentication_required` (the client then logs out quietly). */
export async function requireMember(request: FastifyRequest): Promise<Member> {
  const member = await currentMember(request);
  if (!member) throw new AppError('authentication_required', 403);
  return member;
}

/**
 * A member with this role, else 403 `forbidden`. A member is only ever loaded on their own site, so
 * `requireRole('operator')` means "an operator of this request's site". Usable as a preHandler too.
 */
export function requireRole(role: UserRole) {
  return async (request: FastifyRequest): Promise<Member> => {
    const member = await requireMember(request);
    if (member.user.role !== role) throw new AppError('forbidden', 403);
    return member;
  };
}

function contextWith<M extends Member | null>(request: FastifyRequest, member: M) {
  return {
    site: request.site,
    member,
    locale: localeOf(request),
    ip: request.ip,
    origin: siteOrigin(request),
    now: request.server.clock.now(),
    isOnline: request.server.presence.isOnline,
  };
}

/** The context of a call visitors may make too (`member` is null for them). */
export async function contextOf(request: FastifyRequest): Promise<RequestContext> {
  return contextWith(request, await currentMember(request));
}

/** The context of a members-only call, or a 403 `authentication_required`. */
export async function memberContextOf(request: FastifyRequest): Promise<MemberContext> {
  return contextWith(request, await requireMember(request));
}

/**
 * Gives every /api request its site (`request.site`) and, once asked for, its member
 * (`request.member`, through {@link currentMember} / {@link requireMember} / {@link requireRole}).
 */
export const requestContext = fp(async (app: FastifyInstance, options: { findMember: MemberFinder }) => {
  app.decorate('findMember', options.findMember);
  app.decorateRequest('site', null as unknown as SiteWithCompany);
  app.decorateRequest('member', null);
  app.decorateRequest('changedMembers', null);
  app.decorateRequest('ownMemberKept', false);
  app.decorateRequest('memberLookup', null);
  // onRequest runs before validation, so even a 400 answer knows its site (and language).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || PROBE_PATHS.has(request.url)) return done();
    // Answered from memory without a promise when the directory is loaded (nearly always).
    const cached = app.sites.resolveCached(requestedHost(request));
    if (cached) {
      request.site = cached;
      return done();
    }
    app.sites.resolve(requestedHost(request)).then((site) => {
      request.site = site;
      done();
    }, done);
  });
});

/**
 * Notes that this request changed another member than its caller (a provider's webhook stopping a
 * member's mail or paying their credits): this instance's member cache forgets them before the
 * answer goes out, as it does the caller's own change (app.ts), so the member's next page shows it.
 * Only in routes of a method that may change something (POST, PUT, DELETE), or that say they do
 * (`config.changesState`): reads skip the forget.
 */
export function memberChanged(request: FastifyRequest, userId: number) {
  request.changedMembers ??= [];
  request.changedMembers.push(userId);
}

/**
 * Notes that this request's change to its own member is already in this instance's member cache
 * (a chat send's balance, `announceBalance`): app.ts does not forget the member after it.
 */
export function keepOwnMember(request: FastifyRequest) {
  request.ownMemberKept = true;
}

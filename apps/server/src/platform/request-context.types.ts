import type { Locale } from '@amoret/shared';
import type { Photo, Profile, SiteWithCompany, User } from '../db/schema.ts';

// The shapes services take, apart from the Fastify plugin that builds them (request-context.ts), so
// services, scripts and benchmarks can use them without loading the HTTP layer.

/** A logged-in member: the user row, the profile and the main photo. */
export interface Member {
  user: User;
  profile: Profile;
  mainPhoto: Photo | null;
}

/**
 * What a service needs to know about the request it serves: the site, who asks (a member, or null for
 * a visitor), the language to answer in, the address, the origin for links in mails, and the time.
 */
export interface RequestContext {
  site: SiteWithCompany;
  member: Member | null;
  locale: Locale;
  ip: string;
  /** Origin of the site (scheme and host), for the links in mails. */
  origin: string;
  now: Date;
  /** Whether a member has a realtime socket open now (the green dot; invisible mode is the caller's). */
  isOnline: (userId: number) => boolean;
}

/** The context of a call only members may make. */
export interface MemberContext extends RequestContext {
  member: Member;
}

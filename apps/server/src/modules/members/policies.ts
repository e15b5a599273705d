import type { SiteWithCompany } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { AppError } from '../../platform/errors.ts';
import type { Member, RequestContext } from '../../platform/request-context.types.ts';
import { type ReachOptions, requireReachable } from './profile-access.ts';

/**
 * The questions every call that takes an id asks. Whatever the caller may not see answers 404 exactly
 * like a missing id, so no call tells another member's record, another site's or a blocked one apart
 * from one that does not exist.
 */

/** Is this record the member's own? */
export const isOwn = (member: Member | null, ownerId: number) => member?.user.id === ownerId;

/** The member's own record (photo, block, like), else 404 as for a missing one. */
export function requireOwn<T extends { user_id: number }>(record: T | undefined, member: Member): T {
  if (!record || !isOwn(member, record.user_id)) throw new AppError('notFound', 404);
  return record;
}

/** Liking or blocking oneself is a bad request, not a missing profile. */
export function requireOther(member: Member, id: number): void {
  if (isOwn(member, id)) throw new AppError('badRequest', 400);
}

/**
 * Whether what the member sends reaches others yet: not before they confirm their address (spec:
 * their messages are held until then; their likes are not announced).
 */
export const reachesOthers = (member: Member) => member.user.status !== 'not_confirmed';

/** An operator of this site (members are only ever loaded on their own site, see `currentMember`). */
export const isOperatorOf = (member: Member | null, site: SiteWithCompany) =>
  member?.user.role === 'operator' && member.user.site_id === site.id;

/**
 * The profile is one the caller may reach: same site, active, not blocking them, invisible-mode rule
 * (`reachableBy`); else 404.
 */
export function requireReachableFor(
  db: Executor,
  ctx: RequestContext,
  id: number,
  options: ReachOptions = {},
): Promise<void> {
  return requireReachable(db, ctx.site.id, ctx.member?.user.id ?? null, id, options);
}
